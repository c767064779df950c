// Shapes of the server contracts (server/modules/projects/*.routes.ts, server/modules/enforcer/enforcer.schemas.ts).
export interface Member {
  id: string;
  email: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  avatar: string | null;
  role: string;
  roleName: string;
  twoFactorEnabled: boolean;
  joinedAt: string;
}
export interface Role {
  id: string;
  name: string;
  description: string;
  permissions: string[];
  builtIn: boolean;
}
export interface PermissionInfo {
  id: string;
  service: string;
  description: string;
}
export interface Invite {
  id: string;
  email: string;
  role: string;
  roleName: string;
  status: 'pending' | 'expired' | 'accepted' | 'revoked';
  invitedBy: string | null;
  expiresAt: string;
  sentAt: string;
  createdAt: string;
}
export interface Page<K extends string, T> {
  nextPageToken: string | null;
  items: T[];
  key: K;
}
