/**
 * A separate worker process for the crash test (send.test.ts): runs the job queue against DB_URL and sends
 * over SMTP_URL one message at a time, until the test kills it with SIGKILL.
 */
import { connect } from '../../../db/client.ts';
import { startWorker } from '../../../lib/jobs.ts';
import { logger } from '../../../lib/logger.ts';
import { createMailer } from '../../../lib/mail.ts';
import { wireModules } from '../../index.ts';
import { setSendConcurrency, setCampaignMailer } from '../campaigns.send.ts';

wireModules();
const database = connect(process.env.DB_URL!, 3);
setSendConcurrency(1);
setCampaignMailer(
  createMailer({ smtpUrl: process.env.SMTP_URL, from: 'shop@example.com', dataDir: '.tmp/send-worker', log: logger, pool: true }),
);
await startWorker(database, logger, 200);
process.stdout.write('worker ready\n');
