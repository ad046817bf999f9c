/** Markup that could run code, in the spellings attackers use; each goes through the renderer. */
export const xssCorpus = [
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](java\tscript:alert(1))',
  '[click](&#106;avascript:alert(1))',
  '[click](&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;:alert(1))',
  '[click]( javascript:alert(1))',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![img](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '<img src=x onerror=alert(1)>',
  '<img src="https://example.org/a.png" onerror="alert(1)">',
  '<svg onload=alert(1)><circle/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="https://example.org"></iframe>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<style>body{display:none}</style>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<form action="https://evil.example"><input name="q"><button>Go</button></form>',
  '<div hx-get="/admin" hx-trigger="load">htmx</div>',
  '<a href="/x" hx-post="/api/contact" data-hx-post="/api/contact">htmx link</a>',
  '<p onclick="alert(1)" onmouseover="alert(1)">handlers</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<template><img src=x onerror=alert(1)></template>',
  '<a href="//evil.example/path">protocol-relative</a>',
];

/** What would run or load something if the HTML were shown. */
export const executable =
  /<(script|style|iframe|object|embed|form|input|button|svg|math|base|meta|link|template)\b|\son[a-z]+\s*=|\s(data-)?hx-|javascript:|vbscript:|data:|href="\/\/|style=/i;
