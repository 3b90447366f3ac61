/** Escapes text for HTML. */
function html(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

interface Operation {
  summary?: string;
  description?: string;
  parameters?: Array<{ name?: string; in?: string; description?: string; $ref?: string }>;
}

/**
 * The service-doc: a plain HTML page listing each path of the OpenAPI document with its
 * parameters (no scripts, nothing loaded from elsewhere).
 */
export function serviceDocHtml(root: string, document: Record<string, unknown>): string {
  const info = document.info as { title: string; description: string };
  const paths = document.paths as Record<string, { get: Operation }>;
  const rows = Object.entries(paths)
    .map(([path, item]) => {
      const op = item.get;
      const params = (op.parameters ?? [])
        .filter((p) => p.name)
        .map((p) => `<li><code>${html(p.name!)}</code> (${html(p.in ?? '')}): ${html(p.description ?? '')}</li>`)
        .join('');
      return `<section><h2><code>GET ${html(root + path)}</code></h2><p>${html(op.summary ?? '')}</p>${
        op.description ? `<p>${html(op.description)}</p>` : ''
      }${params ? `<ul>${params}</ul>` : ''}</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${html(info.title)}</title></head>
<body><main><h1>${html(info.title)}</h1><p>${html(info.description)}</p>
<p>The machine-readable definition: <a href="${html(root)}/api">${html(root)}/api</a> (OpenAPI 3.0).</p>
${rows}
</main></body></html>
`;
}
