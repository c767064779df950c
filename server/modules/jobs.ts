// Side-effect imports of every module that registers background job handlers (one line per area).
import './notifications/notifications.jobs.ts';
import './commerce/receipts/receipts.jobs.ts';
import './tasks/tasks.jobs.ts';
import './metrics/metrics.jobs.ts';
import './billing/billing.jobs.ts';
import './mail/campaigns.send.ts';
import './mail/imports.ts';
import './flows/runs.ts';
