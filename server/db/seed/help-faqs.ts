/** The help centre's FAQs about using Shopfloor itself, by group (seeded with visibility `platform`). */
export interface SeedFaqGroup {
  name: string;
  faqs: [question: string, answer: string][];
}

export const FAQ_GROUPS: SeedFaqGroup[] = [
  {
    name: 'Getting started',
    faqs: [
      [
        'What is a project?',
        '<p>A project is one shop, site or factory. Orders, members, modules and billing all belong to a project. Switch between projects from the account menu.</p>',
      ],
      [
        'How do I switch projects?',
        '<p>Open the account menu at the top right and pick the project. With more than five projects, type part of its name in the search box at the top of the menu.</p>',
      ],
      [
        'How do I create a new project?',
        '<p>Choose <em>Create project</em> in the account menu. The entry only appears on platforms that let anyone create projects; otherwise ask your platform administrator.</p>',
      ],
      [
        'Why is a project marked Factory?',
        '<p>Projects that fulfil orders (with a fulfilment integration installed) are shown as <em>Factory</em>; all others as <em>Project</em>.</p>',
      ],
      [
        'Where do I find the help centre?',
        '<p>Under <strong>Support</strong> in the menu: tutorials, FAQs and a chat with our support team. The header search finds tutorials and FAQs too.</p>',
      ],
      [
        'Which browsers does Shopfloor support?',
        '<p>Current versions of Chrome, Edge, Firefox and Safari. Installing the app and push notifications work best in Chrome and Edge; on iPhone, install the app first.</p>',
      ],
    ],
  },
  {
    name: 'The app and notifications',
    faqs: [
      [
        'How do I install Shopfloor as an app?',
        '<p>In Chrome or Edge, click the install icon in the address bar. On Android choose <em>Install app</em> in the browser menu; on iPhone use <em>Add to Home Screen</em> in Safari. See the tutorial <a href="/support/tutorials/install-the-app">Install Shopfloor</a>.</p>',
      ],
      [
        'Why do I not receive push notifications?',
        '<p>Each device must subscribe on its own from the bell, and the browser must allow notifications for Shopfloor. If you saw <em>Notifications are disabled or blocked by user</em>, allow them in the site settings and subscribe again.</p>',
      ],
      [
        'Can I get notifications when the app is closed?',
        '<p>Yes. Once subscribed, notifications arrive through your device even when no Shopfloor window is open. Clicking one opens the record it is about.</p>',
      ],
      ['What does the number in the window title mean?', '<p>It is the count of unread notifications, the same as on the bell.</p>'],
      [
        'Does Shopfloor work offline?',
        '<p>Partly. The app starts offline, and pages and tutorials you opened before show their last known data. Saving changes needs a connection. See <a href="/support/tutorials/working-offline">Working offline</a>.</p>',
      ],
      [
        'How do I update the app?',
        '<p>You do not have to: it updates itself. When a new version is ready you see a notice, and reloading starts it.</p>',
      ],
    ],
  },
  {
    name: 'Orders and products',
    faqs: [
      [
        'What do the order statuses mean?',
        '<p><strong>New</strong>: received, not paid. <strong>Paid</strong>: ready for production. <strong>Processing</strong>: being made. <strong>Complete</strong>: shipped. <strong>Refunded</strong>: the money went back.</p>',
      ],
      [
        'How do I find an order quickly?',
        '<p>Search by order number, customer name or e-mail in the Orders list, and narrow by date. The search stays in the address, so you can share the view.</p>',
      ],
      ['Can I resend a receipt to a customer?', '<p>Yes. Open the order, then its receipt, and send it again.</p>'],
      [
        'How do I export orders for my accountant?',
        '<p>In the Orders list choose the dates and export as CSV. The file follows your current search.</p>',
      ],
      [
        'How do I reorder blanks for my factory?',
        '<p>Use the resupply shop: add items to the cart (the cart button appears in the header when it has items) and place the order.</p>',
      ],
    ],
  },
  {
    name: 'Billing',
    faqs: [
      [
        'Where are my invoices?',
        '<p>Open <strong>Billing</strong>, then <strong>Invoices</strong>. Each invoice can be downloaded; summaries group the charges of a period.</p>',
      ],
      [
        'How do I change the card you charge?',
        '<p>Under <strong>Billing → Payment methods</strong>, add the new card and make it the default. You can then remove the old one.</p>',
      ],
      [
        'What does "Company setup required." mean?',
        '<p>We need your company details for your invoices. Follow the <em>Fix</em> button, or open the project settings and fill them in.</p>',
      ],
      ['Is billing per project or per account?', '<p>Per project. Each project has its own plan, invoices and payment methods.</p>'],
      [
        'Why do I see "Payment method expiring soon."?',
        '<p>The default card of this project expires before the next charge. Click <em>Update</em> on the banner to add a new card.</p>',
      ],
    ],
  },
  {
    name: 'Team and security',
    faqs: [
      [
        'How do I invite a colleague?',
        '<p>Open <strong>Users → Invites</strong>, enter their e-mail and choose a role. They get an e-mail with a link to join.</p>',
      ],
      [
        'An invite never arrived. What now?',
        '<p>Check the address under <strong>Users → Invites</strong> and resend it. Ask your colleague to look in their spam folder.</p>',
      ],
      [
        'What can a member do compared to an admin?',
        '<p>Members see the project, its members and modules, and read the help content. Admins can do everything except delete the project; owners can do everything.</p>',
      ],
      [
        'Can I make a role with only some permissions?',
        '<p>Yes: under <strong>Users → Roles</strong>, create a custom role and tick the permissions it needs.</p>',
      ],
      [
        'How do I turn on two-factor authentication?',
        '<p>Open <strong>My Account</strong>, then the two-factor settings, scan the QR code with an authenticator app and enter the code. Keep the recovery codes safe.</p>',
      ],
      [
        'I lost my phone with the authenticator app.',
        '<p>Sign in with one of your recovery codes, then set up two-factor authentication again on your new phone. Without recovery codes, ask a project owner to reset your two-factor authentication.</p>',
      ],
      [
        'Why can I not open a project I belong to?',
        '<p>The project may require two-factor authentication. Turn it on in <strong>My Account</strong> and the project opens.</p>',
      ],
    ],
  },
  {
    name: 'Modules and developers',
    faqs: [
      [
        'How do I add a feature such as orders or marketing?',
        '<p>Open <strong>Modules</strong>, find the module and install it. Its pages appear in the menu at once.</p>',
      ],
      [
        'What happens to my data when I remove a module?',
        '<p>Its pages disappear, but the data stays in the project in case you install it again.</p>',
      ],
      [
        'How do I create an API key?',
        '<p>Open <strong>Developer and APIs</strong>, create a key, choose its permissions and copy it: it is shown only once.</p>',
      ],
      [
        'Can a headless CMS publish our tutorials?',
        '<p>Yes. Give it an API key with the blog permissions; it can then create, update and publish posts through the blog API.</p>',
      ],
    ],
  },
];
