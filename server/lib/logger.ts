import pino from 'pino';
import { config } from '../config.ts';

/** Structured JSON logs. Request-scoped children carry `reqId` (see requestId middleware). */
export const logger = pino({
  level: config.NODE_ENV === 'test' && !process.env.LOG_LEVEL ? 'silent' : config.LOG_LEVEL,
  base: { service: 'shopfloor' },
  timestamp: pino.stdTimeFunctions.isoTime,
});

export type Logger = typeof logger;
