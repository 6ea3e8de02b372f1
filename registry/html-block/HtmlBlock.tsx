import type { RendererProps } from '../registry-types';
import SafeHtml from '../../src/sanitise/SafeHtml';

/** The store owner's rich text, sanitised before it is parsed into elements. */
export default function HtmlBlock({ data }: RendererProps<'html-block'>) {
  return <SafeHtml html={data.html} className="html-block" />;
}
