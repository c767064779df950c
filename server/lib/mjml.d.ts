declare module 'mjml' {
  interface MjmlResult {
    html: string;
    errors: { message: string; line?: number; tagName?: string }[];
  }
  export default function mjml2html(
    source: string,
    options?: { validationLevel?: 'strict' | 'soft' | 'skip'; minify?: boolean },
  ): Promise<MjmlResult>;
}
