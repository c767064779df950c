/**
 * The marketplace catalogue: the ~70 feature modules of spec 000 §2 "Feature modules" as listings with
 * categories, icons, descriptions, a config schema where the module has settings, and products.
 */
import { type Availability, availabilityOf } from '../../../common/integration-availability.ts';
import type { ConfigSchema } from '../../../common/integration-config.ts';

export const CATEGORIES = [
  { code: 'commerce', name: 'Commerce', description: 'Orders, products, discounts and customers.', icon: 'shopping-cart' },
  { code: 'fulfilment', name: 'Fulfilment', description: 'Printing, warehouses, shipping and logistics.', icon: 'truck' },
  { code: 'marketing', name: 'Marketing', description: 'Email, ads, feeds and social selling.', icon: 'speakerphone' },
  { code: 'website', name: 'Website', description: 'Your storefront, its pages and its domain.', icon: 'world' },
  { code: 'productivity', name: 'Productivity', description: 'Tasks, planning, documents and files.', icon: 'checklist' },
  { code: 'analytics', name: 'Analytics', description: 'Reports, search and tracking.', icon: 'chart-bar' },
  { code: 'connectors', name: 'Connectors', description: 'Connect other shop platforms and services.', icon: 'plug' },
  { code: 'creative', name: 'Creative', description: 'Mockups, video and AI tools.', icon: 'palette' },
] as const;

type Cat = (typeof CATEGORIES)[number]['code'];
interface Entry {
  code: string;
  name: string;
  category: Cat;
  icon: string;
  summary: string;
  config?: ConfigSchema;
  products?: { name: string; priceCents: number; interval?: 'month' | 'year' | 'once'; description?: string }[];
}

const free: NonNullable<Entry['products']> = [{ name: 'Standard', priceCents: 0, description: 'Included with every plan.' }];
const tiered = (base: number) => [
  { name: 'Starter', priceCents: base, description: 'For small shops getting going.' },
  { name: 'Pro', priceCents: base * 3, description: 'Higher limits and priority support.' },
];

export const CATALOGUE: Entry[] = [
  { code: 'orders', name: 'Orders', category: 'commerce', icon: 'receipt', summary: 'Take, track and refund orders from every channel.' },
  { code: 'products', name: 'Products', category: 'commerce', icon: 'package', summary: 'Manage your catalogue, variants and pricing.' },
  {
    code: 'discounts',
    name: 'Discounts',
    category: 'commerce',
    icon: 'discount',
    summary: 'Codes, automatic discounts and bundles.',
    products: tiered(900),
  },
  { code: 'customers', name: 'Customers', category: 'commerce', icon: 'users', summary: 'Customer profiles, segments and history.' },
  {
    code: 'enquiries',
    name: 'Enquiries',
    category: 'commerce',
    icon: 'mail',
    summary: 'One inbox for customer messages: assign, tag, resolve.',
  },
  {
    code: 'crm',
    name: 'CRM',
    category: 'commerce',
    icon: 'address-book',
    summary: 'Pipelines, deals and follow-ups for B2B sales.',
    products: tiered(1900),
  },
  {
    code: 'reviews',
    name: 'Reviews',
    category: 'commerce',
    icon: 'star',
    summary: 'Collect and show product reviews.',
    products: tiered(700),
  },
  {
    code: 'currencies',
    name: 'Currencies',
    category: 'commerce',
    icon: 'currency-euro',
    summary: 'Sell in local currencies with live rates.',
    config: {
      fields: [
        {
          key: 'baseCurrency',
          label: 'Base currency',
          type: 'select',
          options: ['USD', 'EUR', 'GBP', 'AUD', 'CAD'],
          required: true,
          default: 'USD',
        },
        { key: 'rounding', label: 'Round prices to .99', type: 'boolean', default: true },
      ],
    },
  },
  {
    code: 'gtins',
    name: 'GTINs',
    category: 'commerce',
    icon: 'barcode',
    summary: 'Assign and manage barcodes for your products.',
    products: [
      { name: 'Pack of 100', priceCents: 4900, interval: 'once' },
      { name: 'Pack of 1000', priceCents: 29900, interval: 'once' },
    ],
  },
  { code: 'inserts', name: 'Inserts', category: 'commerce', icon: 'mail-opened', summary: 'Thank-you cards and flyers in every parcel.' },
  {
    code: 'custom-packaging',
    name: 'Custom packaging',
    category: 'commerce',
    icon: 'box',
    summary: 'Branded boxes, mailers and tissue paper.',
    products: tiered(2900),
  },
  {
    code: 'fulfillments',
    name: 'Fulfillments',
    category: 'fulfilment',
    icon: 'building-factory',
    summary: 'Produce and ship orders yourself: turns this project into a Factory.',
    config: {
      fields: [
        { key: 'dispatchDays', label: 'Days to dispatch', type: 'number', min: 0, max: 30, default: 2 },
        { key: 'returnAddress', label: 'Return address', type: 'text', maxLength: 400 },
      ],
    },
  },
  {
    code: 'warehouse',
    name: 'Warehouse',
    category: 'fulfilment',
    icon: 'building-warehouse',
    summary: 'Stock levels, locations and transfers.',
  },
  { code: 'shipping', name: 'Shipping', category: 'fulfilment', icon: 'truck-delivery', summary: 'Rates, zones and labels.' },
  { code: 'delivery', name: 'Delivery', category: 'fulfilment', icon: 'truck', summary: 'Local delivery slots and routes.' },
  {
    code: 'shipping-carriers',
    name: 'Shipping carriers',
    category: 'fulfilment',
    icon: 'plane',
    summary: 'Live rates from major carriers.',
    products: tiered(1500),
  },
  {
    code: 'third-party-logistics',
    name: 'Third-party logistics',
    category: 'fulfilment',
    icon: 'building-warehouse',
    summary: 'Send orders to your 3PL partner.',
  },
  {
    code: 'printing-partner',
    name: 'Printing partner',
    category: 'fulfilment',
    icon: 'printer',
    summary: 'Route print-on-demand orders to a partner print shop.',
  },
  {
    code: 'fulfilment-partner',
    name: 'Fulfilment partner',
    category: 'fulfilment',
    icon: 'package-export',
    summary: 'Outsource picking, packing and shipping.',
  },
  { code: 'planner', name: 'Planner', category: 'productivity', icon: 'calendar', summary: 'Production planning and capacity.' },
  { code: 'workflow', name: 'Workflow', category: 'productivity', icon: 'checklist', summary: 'Tasks, phases and OKRs for your team.' },
  { code: 'okrs', name: 'OKRs', category: 'productivity', icon: 'target', summary: 'Objectives and key results with progress.' },
  { code: 'docs', name: 'Docs', category: 'productivity', icon: 'file-text', summary: 'Write and share internal documents.' },
  {
    code: 'drive',
    name: 'Drive',
    category: 'productivity',
    icon: 'folder',
    summary: 'Store artwork, invoices and files.',
    products: [
      { name: '100 GB', priceCents: 500 },
      { name: '1 TB', priceCents: 2000 },
    ],
  },
  {
    code: 'flows',
    name: 'Flows',
    category: 'productivity',
    icon: 'arrows-split',
    summary: 'Automate work with triggers and actions.',
    products: tiered(1200),
  },
  { code: 'website', name: 'Website', category: 'website', icon: 'world', summary: 'Your storefront with themes and pages.' },
  { code: 'builder', name: 'Builder', category: 'website', icon: 'layout', summary: 'Drag-and-drop page builder.' },
  {
    code: 'storefront',
    name: 'Storefront settings',
    category: 'website',
    icon: 'building-store',
    summary: 'Custom and client domains, your terms and the card-payment connection.',
  },
  { code: 'domains', name: 'Domains', category: 'website', icon: 'world-www', summary: 'Buy and connect domains.' },
  {
    code: 'custom-domain',
    name: 'Custom domain',
    category: 'website',
    icon: 'link',
    summary: 'Serve your shop from your own domain.',
    config: { fields: [{ key: 'domain', label: 'Domain', type: 'string', required: true, maxLength: 253 }] },
  },
  { code: 'dns', name: 'DNS', category: 'website', icon: 'server', summary: 'Manage DNS records for your domains.' },
  {
    code: 'redirects',
    name: 'Redirects',
    category: 'website',
    icon: 'arrow-forward',
    summary: 'Keep old links working with 301 redirects.',
  },
  {
    code: 'coming-soon',
    name: 'Coming soon page',
    category: 'website',
    icon: 'clock',
    summary: 'Collect emails before you launch.',
    config: {
      fields: [
        { key: 'headline', label: 'Headline', type: 'string', maxLength: 120, default: 'Something new is coming' },
        { key: 'launchDate', label: 'Launch date', type: 'string', maxLength: 40 },
      ],
    },
  },
  {
    code: 'sitewide-banner',
    name: 'Sitewide banner',
    category: 'website',
    icon: 'speakerphone',
    summary: 'A message across the top of every page.',
    config: {
      fields: [
        { key: 'message', label: 'Message', type: 'string', required: true, maxLength: 140, default: 'Free shipping on orders over $50' },
        { key: 'level', label: 'Style', type: 'select', options: ['default', 'success', 'warning', 'danger'], default: 'default' },
        { key: 'link', label: 'Link', type: 'url' },
      ],
    },
  },
  {
    code: 'custom-code',
    name: 'Custom code',
    category: 'website',
    icon: 'code',
    summary: 'Add scripts and styles to your storefront.',
    config: { fields: [{ key: 'head', label: 'Head HTML', type: 'text', maxLength: 5000 }] },
  },
  { code: 'faqs', name: 'FAQs', category: 'website', icon: 'help', summary: 'Answer common questions on your site.' },
  { code: 'marketing', name: 'Marketing', category: 'marketing', icon: 'speakerphone', summary: 'Campaigns across email and social.' },
  {
    code: 'email',
    name: 'Email',
    category: 'marketing',
    icon: 'mail',
    summary: 'Newsletters and automated emails.',
    products: [
      { name: '10k sends', priceCents: 1500 },
      { name: '100k sends', priceCents: 9900 },
    ],
    config: {
      fields: [
        { key: 'fromName', label: 'From name', type: 'string', maxLength: 80 },
        { key: 'replyTo', label: 'Reply-to address', type: 'email' },
      ],
    },
  },
  {
    code: 'product-feed',
    name: 'Product feed',
    category: 'marketing',
    icon: 'rss',
    summary: 'Export your catalogue to shopping channels.',
  },
  { code: 'platform-feed', name: 'Platform feed', category: 'marketing', icon: 'rss', summary: 'Syndicate products across the platform.' },
  { code: 'youtube', name: 'YouTube', category: 'marketing', icon: 'brand-youtube', summary: 'Show products under your videos.' },
  {
    code: 'google-search',
    name: 'Google Search',
    category: 'marketing',
    icon: 'brand-google',
    summary: 'Search Console verification and sitemaps.',
  },
  {
    code: 'google-ads',
    name: 'Google Ads',
    category: 'marketing',
    icon: 'ad',
    summary: 'Sync conversions and run shopping ads.',
    config: { fields: [{ key: 'conversionId', label: 'Conversion ID', type: 'string', maxLength: 40 }] },
  },
  {
    code: 'google-analytics',
    name: 'Google Analytics',
    category: 'analytics',
    icon: 'brand-google',
    summary: 'Track visits and conversions.',
    config: { fields: [{ key: 'measurementId', label: 'Measurement ID', type: 'string', required: true, maxLength: 20 }] },
  },
  {
    code: 'facebook-pixel',
    name: 'Facebook pixel',
    category: 'marketing',
    icon: 'brand-facebook',
    summary: 'Measure ads with the Meta pixel.',
    config: { fields: [{ key: 'pixelId', label: 'Pixel ID', type: 'string', required: true, maxLength: 30 }] },
  },
  {
    code: 'instagram-shopping',
    name: 'Instagram shopping',
    category: 'marketing',
    icon: 'brand-instagram',
    summary: 'Tag products in posts and stories.',
  },
  { code: 'pinterest', name: 'Pinterest', category: 'marketing', icon: 'brand-pinterest', summary: 'Rich pins and a product catalogue.' },
  {
    code: 'ai-seo',
    name: 'AI SEO',
    category: 'marketing',
    icon: 'sparkles',
    summary: 'Titles and descriptions written for search.',
    products: tiered(1000),
  },
  { code: 'reports', name: 'Reports', category: 'analytics', icon: 'report-analytics', summary: 'Sales, margin and production reports.' },
  { code: 'platform', name: 'Platform', category: 'analytics', icon: 'building-store', summary: 'Run your own platform of shops.' },
  {
    code: 'shopify',
    name: 'Shopify',
    category: 'connectors',
    icon: 'brand-shopify',
    summary: 'Import orders from a Shopify store.',
    config: { fields: [{ key: 'shop', label: 'Shop domain', type: 'string', required: true, maxLength: 120 }] },
  },
  {
    code: 'woocommerce',
    name: 'WooCommerce',
    category: 'connectors',
    icon: 'brand-wordpress',
    summary: 'Import orders from WooCommerce.',
    config: { fields: [{ key: 'siteUrl', label: 'Site URL', type: 'url', required: true }] },
  },
  { code: 'etsy', name: 'Etsy', category: 'connectors', icon: 'building-store', summary: 'Sync listings and orders with Etsy.' },
  { code: 'ebay', name: 'eBay', category: 'connectors', icon: 'building-store', summary: 'Sell on eBay from your catalogue.' },
  { code: 'amazon', name: 'Amazon', category: 'connectors', icon: 'brand-amazon', summary: 'Fulfil Amazon orders.' },
  {
    code: 'squarespace',
    name: 'Squarespace',
    category: 'connectors',
    icon: 'building-store',
    summary: 'Connect a Squarespace commerce site.',
  },
  { code: 'bigcommerce', name: 'BigCommerce', category: 'connectors', icon: 'building-store', summary: 'Connect a BigCommerce store.' },
  { code: 'wix', name: 'Wix', category: 'connectors', icon: 'building-store', summary: 'Connect a Wix store.' },
  { code: 'tiktok-shop', name: 'TikTok Shop', category: 'connectors', icon: 'brand-tiktok', summary: 'Sell through TikTok Shop.' },
  { code: 'video', name: 'Video', category: 'creative', icon: 'video', summary: 'Product videos from your photos.' },
  {
    code: 'mockups',
    name: 'Mockups',
    category: 'creative',
    icon: 'shirt',
    summary: 'Photo-real mockups of your designs.',
    products: tiered(1200),
  },
  {
    code: 'studio',
    name: 'Studio',
    category: 'creative',
    icon: 'camera',
    summary: 'AI photoshoots for your products.',
    products: tiered(2400),
  },
  { code: 'embroidery', name: 'Embroidery', category: 'creative', icon: 'needle-thread', summary: 'Digitise artwork for embroidery.' },
  {
    code: 'dtf-printing',
    name: 'DTF printing',
    category: 'fulfilment',
    icon: 'printer',
    summary: 'Direct-to-film print queues and gang sheets.',
  },
  { code: 'screen-printing', name: 'Screen printing', category: 'fulfilment', icon: 'printer', summary: 'Plan screens, inks and runs.' },
  { code: 'blanks', name: 'Blanks', category: 'fulfilment', icon: 'shirt', summary: 'Order blank garments from suppliers.' },
  {
    code: 'devices',
    name: 'Devices',
    category: 'fulfilment',
    icon: 'device-desktop',
    summary: 'Printers and scanners on the factory floor.',
  },
  { code: 'invoicing', name: 'Invoicing', category: 'commerce', icon: 'file-invoice', summary: 'Send invoices and track payments.' },
  {
    code: 'gift-cards',
    name: 'Gift cards',
    category: 'commerce',
    icon: 'gift',
    summary: 'Sell and redeem gift cards.',
    products: tiered(500),
  },
  {
    code: 'wholesale',
    name: 'Wholesale',
    category: 'commerce',
    icon: 'building-store',
    summary: 'Price lists and minimums for trade customers.',
  },
  { code: 'live-chat', name: 'Live chat', category: 'marketing', icon: 'message', summary: 'Chat with shoppers on your site.' },
];

/** What installing a catalogue listing does today: a status per listing, derived from what ships. */
export const catalogueAvailability = (e: Entry): Availability => availabilityOf(e.code, !!e.config?.fields.length, true);
export const CATALOGUE_CODES: ReadonlySet<string> = new Set(CATALOGUE.map((e) => e.code));

const WHAT_INSTALLING_DOES: Record<Availability, (name: string) => string> = {
  available: (name) =>
    `${name} is a Shopfloor module. Installing it adds its screens and menu entries to this project straight away; uninstalling removes them again and keeps your settings in case you come back.`,
  'settings-only': (name) =>
    `${name} is settings only for now: installing it saves its settings for this project, ready for the day its screens ship. Nothing new appears in the app yet.`,
  'coming-soon': (name) => `${name} is coming soon: its module is not built yet, so it can't be installed.`,
};

const LONG = (e: Entry) =>
  `${e.summary}\n\n${WHAT_INSTALLING_DOES[catalogueAvailability(e)](e.name)}\n\n` +
  (e.config?.fields.length ? `Settings: ${e.config.fields.map((f) => f.label).join(', ')}.` : 'It needs no settings.');

export function catalogueRows() {
  return CATALOGUE.map((e) => ({
    listing: {
      code: e.code,
      name: e.name,
      categoryCode: e.category,
      summary: e.summary,
      description: LONG(e),
      icon: e.icon,
      configSchema: e.config ?? { fields: [] },
    },
    products: (e.products ?? free).map((p, i) => ({ ...p, interval: p.interval ?? ('month' as const), sortOrder: i })),
  }));
}
