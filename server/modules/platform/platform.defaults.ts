/** The default platform (served on local hosts and our own host) and its first terms. */
export const DEFAULT_PLATFORM = {
  id: 'plt_shopfloor',
  name: 'Shopfloor',
  isPublic: true,
  domains: ['app.shopfloor.app'],
  favicon: '/favicon.png',
  logos: [
    { url: '/icons/icon-192.png', meta: { context: 'header', device: 'desktop', theme: 'light' } },
    { url: '/icons/icon-192.png', meta: { context: 'header', device: 'desktop', theme: 'dark' } },
  ],
} as const;

export const DEFAULT_TERMS = {
  id: 'trm_shopfloor_2026_1',
  version: '2026.1',
  title: 'Shopfloor terms and conditions',
  publishedAt: '2026-01-15T09:00:00.000Z',
  content: `<h2>1. Who we are</h2>
<p>Shopfloor provides a back-office for running online shops and print-on-demand factories. These terms apply to every project you create or join on this platform.</p>
<h2>2. Your account</h2>
<p>Keep your sign-in details private and turn on two-factor authentication where a project asks for it. You are responsible for what happens under your account.</p>
<h2>3. Your projects and data</h2>
<ul><li>You own the content, orders and customer records of your projects.</li><li>We process them only to run the service, as our <a href="https://shopfloor.app/privacy">privacy notice</a> describes.</li><li>Project owners decide who may see what through roles.</li></ul>
<h2>4. Billing</h2>
<p>Paid plans are billed monthly in arrears. Overdue invoices may limit access to paid features until they are settled.</p>
<h2>5. Changes</h2>
<p>When these terms change we publish a new version and ask you to accept it before you continue.</p>`,
} as const;
