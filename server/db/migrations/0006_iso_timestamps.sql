ALTER TABLE "project_members" ALTER COLUMN "created_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "project_members" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "created_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "updated_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "updated_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "app_settings" ALTER COLUMN "created_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "app_settings" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "run_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "run_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "locked_until" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "created_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "finished_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "created_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "last_seen_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "last_seen_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "expires_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "password_confirmed_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email_verified_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "totp_enabled_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "signed_eula_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "created_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "updated_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "updated_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "auth_attempts" ALTER COLUMN "at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "auth_attempts" ALTER COLUMN "at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "device_codes" ALTER COLUMN "last_polled_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "device_codes" ALTER COLUMN "expires_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "device_codes" ALTER COLUMN "used_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "device_codes" ALTER COLUMN "created_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "device_codes" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "one_time_codes" ALTER COLUMN "expires_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "one_time_codes" ALTER COLUMN "used_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "one_time_codes" ALTER COLUMN "created_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "one_time_codes" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "integration_listings" ALTER COLUMN "created_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "integration_listings" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "integration_listings" ALTER COLUMN "updated_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "integration_listings" ALTER COLUMN "updated_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "project_integrations" ALTER COLUMN "installed_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "project_integrations" ALTER COLUMN "uninstalled_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "project_integrations" ALTER COLUMN "setup_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "project_integrations" ALTER COLUMN "created_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "project_integrations" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "project_integrations" ALTER COLUMN "updated_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "project_integrations" ALTER COLUMN "updated_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "organisation_members" ALTER COLUMN "created_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "organisation_members" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "organisations" ALTER COLUMN "created_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "organisations" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "project_api_keys" ALTER COLUMN "created_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "project_api_keys" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "project_api_keys" ALTER COLUMN "last_used_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "project_api_keys" ALTER COLUMN "revoked_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "project_invites" ALTER COLUMN "expires_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "project_invites" ALTER COLUMN "accepted_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "project_invites" ALTER COLUMN "revoked_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "project_invites" ALTER COLUMN "sent_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "project_invites" ALTER COLUMN "sent_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "project_invites" ALTER COLUMN "created_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "project_invites" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "created_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "permission_notes" ALTER COLUMN "updated_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "permission_notes" ALTER COLUMN "updated_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "project_roles" ALTER COLUMN "created_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "project_roles" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "project_roles" ALTER COLUMN "updated_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "project_roles" ALTER COLUMN "updated_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "created_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "read_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ALTER COLUMN "expiration_time" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ALTER COLUMN "created_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "push_subscriptions" ALTER COLUMN "last_success_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "platform_terms" ALTER COLUMN "published_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "platform_terms" ALTER COLUMN "published_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "platform_terms" ALTER COLUMN "updated_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "platform_terms" ALTER COLUMN "updated_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "platform_terms_signatures" ALTER COLUMN "signed_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "platform_terms_signatures" ALTER COLUMN "signed_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "platforms" ALTER COLUMN "created_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "platforms" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "platforms" ALTER COLUMN "updated_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "platforms" ALTER COLUMN "updated_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "search_logs" ALTER COLUMN "created_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "search_logs" ALTER COLUMN "created_at" SET DEFAULT now();