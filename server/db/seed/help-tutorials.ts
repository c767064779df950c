/** The help centre's tutorials about using Shopfloor itself (seeded as published parent-platform posts). */
export interface SeedTutorial {
  slug: string;
  title: string;
  summary: string;
  tags: string[];
  body: string;
}

export const TUTORIALS: SeedTutorial[] = [
  {
    slug: 'getting-started',
    title: 'Getting started with Shopfloor',
    summary: 'Sign in, pick a project and find your way around the console in ten minutes.',
    tags: ['basics'],
    body: `<p>Shopfloor is the console for running your shops and factories. Everything you do happens inside a <strong>project</strong>: a shop, a site or a factory. This tutorial walks you through your first session.</p>
<h2>Sign in</h2>
<p>Open Shopfloor and sign in with your e-mail address and password. If your team invited you, use the link in the invitation e-mail: it takes you straight to the project you were invited to.</p>
<h2>Pick a project</h2>
<p>The account menu at the top right lists your projects, with the current one on top. Each one is marked <em>Factory</em> when it fulfils orders, or <em>Project</em> otherwise. When you have more than five projects, a search box appears at the top of the menu so you can find one by name.</p>
<h2>Find your way around</h2>
<ul><li><strong>Dashboard</strong> is your home: the logo always brings you back.</li><li><strong>Chat</strong> holds the conversations with your team and with support.</li><li><strong>Users</strong> lists the project members, with <em>Roles</em> and <em>Invites</em> below it.</li><li><strong>Support</strong> has these tutorials, the FAQs and a chat with our support team.</li><li><strong>Modules</strong> opens the store of installable features.</li></ul>
<h2>Search for anything</h2>
<p>The search box in the header finds pages, tutorials and FAQs as you type. On a phone it lives in the side menu instead. If a search finds nothing, we see that too and write the missing help.</p>
<h2>Next steps</h2>
<p>Install the app so it opens like any other program, then turn on notifications so you never miss an order.</p>`,
  },
  {
    slug: 'install-the-app',
    title: 'Install Shopfloor on your computer or phone',
    summary: 'Shopfloor installs like a native app from the browser: no store, no download.',
    tags: ['basics', 'app'],
    body: `<p>Shopfloor is a progressive web app. Installing it gives it its own window and icon, lets it start faster and keeps working when the network drops.</p>
<h2>On a computer (Chrome, Edge)</h2>
<ol><li>Open Shopfloor and sign in.</li><li>Click the install icon at the right of the address bar, or open the browser menu and choose <em>Install Shopfloor</em>.</li><li>Confirm. Shopfloor opens in its own window and appears in your start menu or dock.</li></ol>
<h2>On Android</h2>
<p>Open Shopfloor in Chrome, tap the menu and choose <em>Add to home screen</em> or <em>Install app</em>.</p>
<h2>On iPhone and iPad</h2>
<p>Open Shopfloor in Safari, tap the share button and choose <em>Add to Home Screen</em>. Notifications on iOS need the app to be installed this way first.</p>
<h2>Updates</h2>
<p>The app updates itself. When a new version is ready you see a short notice; reloading the window starts it.</p>
<h2>Uninstalling</h2>
<p>Remove it like any other app. Your data stays in your account; only the copy kept on the device for offline use goes.</p>`,
  },
  {
    slug: 'push-notifications',
    title: 'Turn on push notifications',
    summary: 'Get new orders, mentions and billing alerts on your device, even when Shopfloor is closed.',
    tags: ['notifications', 'app'],
    body: `<p>Shopfloor can notify you about what needs your attention: a new order, a message that mentions you, a task assigned to you, a billing alert.</p>
<h2>Subscribe on this device</h2>
<ol><li>Open the bell in the header.</li><li>Choose to receive real-time notifications.</li><li>Allow notifications when the browser asks.</li></ol>
<p>You will see <em>Subscribed to real-time notifications</em>. Each device subscribes on its own: do it on your phone and your computer if you want both.</p>
<h2>If it says notifications are blocked</h2>
<p>The message <em>Notifications are disabled or blocked by user</em> means the browser refused. Open the site settings (the padlock left of the address) and set Notifications to <em>Allow</em>, then try again. Some browsers do not support real-time notifications at all; the bell tells you so.</p>
<h2>Reading notifications</h2>
<p>The bell shows how many are unread, and so does the window title. Clicking a notification opens the record it is about, in the right project. When everything is read you will see <em>You're all caught up</em>.</p>`,
  },
  {
    slug: 'working-offline',
    title: 'Working offline',
    summary: 'What keeps working without a connection, and what happens when you come back online.',
    tags: ['app', 'offline'],
    body: `<p>Shopfloor keeps a copy of what you have opened on your device, so a flaky connection on the factory floor does not stop you.</p>
<h2>What works offline</h2>
<ul><li>The app itself starts without a network once it has been opened before.</li><li>Lists and pages you visited show their last known data, marked as possibly out of date.</li><li>Tutorials you have read stay readable.</li></ul>
<h2>What needs a connection</h2>
<p>Anything that changes data on the server: saving a form, inviting someone, paying an invoice. Shopfloor tells you when it cannot reach the server instead of pretending the change was saved.</p>
<h2>Coming back online</h2>
<p>When the connection returns, open pages refresh themselves. Notifications that arrived meanwhile show up in the bell.</p>
<h2>Shared computers</h2>
<p>Signing out removes your cached data from the device, so the next person cannot read it.</p>`,
  },
  {
    slug: 'managing-orders',
    title: 'Managing orders',
    summary: 'Follow an order from new to complete, find any order fast and send receipts.',
    tags: ['orders'],
    body: `<p>Orders arrive from your connected shops. The Orders module lists them newest first.</p>
<h2>Order statuses</h2>
<ul><li><strong>New</strong>: received, not yet paid.</li><li><strong>Paid</strong>: payment confirmed, ready for production.</li><li><strong>Processing</strong>: being made or picked.</li><li><strong>Complete</strong>: shipped to the customer.</li><li><strong>Refunded</strong>: the money went back.</li></ul>
<h2>Finding an order</h2>
<p>Search by order number, customer name or e-mail, and narrow the list by date. The filters stay in the address bar, so you can bookmark or share a view.</p>
<h2>Receipts</h2>
<p>Open an order to see its receipt, and send it to the customer again if they ask.</p>
<h2>Exporting</h2>
<p>Export the orders of a period as CSV for your accountant. The export follows the current search and dates.</p>`,
  },
  {
    slug: 'billing-and-invoices',
    title: 'Billing, invoices and payment methods',
    summary: 'Where to find your invoices, how charges work and how to change the card we charge.',
    tags: ['billing'],
    body: `<p>Each project has its own billing: plan, invoices, charges and payment methods.</p>
<h2>Your plan and overview</h2>
<p>Billing shows your plan and what the current period has cost so far.</p>
<h2>Invoices and summaries</h2>
<p>Invoices lists every invoice with its status; open one to download it. Summaries group the charges of a period.</p>
<h2>Payment methods</h2>
<p>Add a card under Payment methods and make it the default. If a card is about to expire, a banner at the top of the project says <em>Payment method expiring soon.</em> with an Update button.</p>
<h2>Company details</h2>
<p>If you see <em>Company setup required.</em>, fill in your company details under the project settings: we need them on your invoices.</p>`,
  },
  {
    slug: 'invite-your-team',
    title: 'Invite your team',
    summary: 'Add colleagues to a project, choose their role and manage pending invites.',
    tags: ['team'],
    body: `<p>Projects are shared: everyone who works on a shop should have their own account in it.</p>
<h2>Send an invite</h2>
<ol><li>Open <strong>Users</strong>, then <strong>Invites</strong>.</li><li>Enter the colleague's e-mail address and choose a role.</li><li>Send. They receive an e-mail with a link to join.</li></ol>
<h2>Pending invites</h2>
<p>Invites wait until they are accepted. Resend one if the e-mail got lost, or revoke it if it went to the wrong address.</p>
<h2>Removing someone</h2>
<p>In Users, open the member and remove them. Their access ends at once; what they made stays in the project.</p>`,
  },
  {
    slug: 'roles-and-permissions',
    title: 'Roles and permissions',
    summary: 'Owner, admin, member and custom roles: who can do what in a project.',
    tags: ['team', 'security'],
    body: `<p>Every member of a project has one role. A role is a set of permissions.</p>
<h2>Built-in roles</h2>
<ul><li><strong>Owner</strong> can do everything, including deleting the project.</li><li><strong>Admin</strong> can do everything except delete the project.</li><li><strong>Member</strong> can see the project, its members, its modules and read the help content.</li></ul>
<h2>Custom roles</h2>
<p>Under <strong>Users → Roles</strong>, create a role with exactly the permissions someone needs, for example a support agent who reads orders but cannot change billing.</p>
<h2>When something is not allowed</h2>
<p>If you try something your role does not allow, Shopfloor names the permission you are missing. Ask an owner or admin to change your role.</p>`,
  },
  {
    slug: 'two-factor-authentication',
    title: 'Protect your account with two-factor authentication',
    summary: 'Add a one-time code from an authenticator app to your sign-in.',
    tags: ['security'],
    body: `<p>Two-factor authentication (2FA) asks for a six-digit code from your phone on top of your password.</p>
<h2>Turn it on</h2>
<ol><li>Open <strong>My Account</strong> from the account menu, then the two-factor settings.</li><li>Scan the QR code with an authenticator app.</li><li>Enter the code the app shows to confirm.</li></ol>
<h2>Keep your recovery codes</h2>
<p>After setup you get recovery codes. Store them somewhere safe: each one signs you in once if you lose your phone.</p>
<h2>Projects that require 2FA</h2>
<p>A project owner can require two-factor authentication for all members. Until you turn it on, that project stays closed to you.</p>`,
  },
  {
    slug: 'modules-and-integrations',
    title: 'Add features with modules',
    summary: 'Install modules from the store to add orders, products, marketing and more to a project.',
    tags: ['modules'],
    body: `<p>Most of Shopfloor's features are modules you install per project, so each project shows only what it uses.</p>
<h2>Browse the store</h2>
<p>Open <strong>Modules</strong> in the menu. Modules are grouped by category; open one to read what it does.</p>
<h2>Install and configure</h2>
<p>Install a module and, where it asks, fill in its settings. Its pages and menu entries appear straight away.</p>
<h2>Remove a module</h2>
<p>Uninstalling hides its pages. Data it created stays in the project in case you install it again.</p>`,
  },
  {
    slug: 'api-keys',
    title: 'Connect your systems with API keys',
    summary: 'Create a project API key with only the permissions an integration needs.',
    tags: ['developers'],
    body: `<p>API keys let your own systems call Shopfloor on behalf of a project, for example a headless CMS that publishes blog posts.</p>
<h2>Create a key</h2>
<ol><li>Open <strong>Developer and APIs</strong>.</li><li>Create a key, name it after the system that will use it and choose its permissions.</li><li>Copy the key: it is shown only once.</li></ol>
<h2>Use it</h2>
<p>Send the key in the <code>Authorization</code> header. A key only works in its own project and only for the permissions it was given.</p>
<h2>Revoke it</h2>
<p>If a key leaks, revoke it. It stops working immediately; create a new one for the system.</p>`,
  },
  {
    slug: 'getting-help',
    title: 'Getting help',
    summary: 'Tutorials, FAQs and a chat with our support team, all under Support.',
    tags: ['basics'],
    body: `<p>The <strong>Support</strong> menu collects everything that helps you use Shopfloor.</p>
<h2>Tutorials</h2>
<p>Step-by-step guides like this one. They stay readable offline once you have opened them.</p>
<h2>FAQs</h2>
<p>Short answers, grouped by topic. Tell us whether an answer helped with the thumbs: we rewrite the ones that do not.</p>
<h2>Chat with support</h2>
<p>Still stuck? Start a chat with our support team from the Support page. Include the project name and what you expected to happen.</p>`,
  },
];
