/**
 * Help content's HTML: sanitised by the server (sanitize-html allow-list, server/modules/help/help.sanitize.ts)
 * before it is stored, so it is rendered as given, with readable typography. Headings keep a 72 px scroll
 * margin (spec 000 §2: hash targets scroll smoothly with a 72px offset).
 */
import '@mantine/core/styles/Typography.css';
import { Typography } from '@mantine/core';
import classes from './help.module.css';

export function RichText({ html, id }: { html: string; id?: string }) {
  return (
    <Typography>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server before storage */}
      <div id={id} className={classes.prose} dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
