/** The test provider's consent page: a plain HTML form (no app code), like a card provider's hosted page. */
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function consentPage(state: string, redirectUri: string): string {
  const hidden = `<input type="hidden" name="state" value="${esc(state)}"><input type="hidden" name="redirect_uri" value="${esc(redirectUri)}">`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test payments — connect your shop</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem;color:#1a1b1e}h1{font-size:1.4rem}
.card{border:1px solid #dee2e6;border-radius:8px;padding:1.5rem}button{font:inherit;padding:.6rem 1.2rem;border-radius:6px;border:1px solid #adb5bd;background:#fff;cursor:pointer}
button.primary{background:#635bff;border-color:#635bff;color:#fff}form{display:inline}</style></head>
<body><div class="card"><h1>Connect to Test payments</h1>
<p>Shopfloor asks to accept card payments for your shop through a Test payments account. No real money moves.</p>
<form method="get" action="/v1/platform/payment/test-provider/decision">${hidden}<input type="hidden" name="allow" value="1"><button class="primary" type="submit">Connect account</button></form>
<form method="get" action="/v1/platform/payment/test-provider/decision">${hidden}<input type="hidden" name="allow" value="0"><button type="submit">Cancel</button></form>
</div></body></html>`;
}
