import { Field } from '../Field';
import type { FieldProps } from '../field-props';
import { useForm } from '../form-context';
import { resolve, type Widget } from '../schema';
import { ColourControl } from './ColourControl';
import { CssVerdictNote } from './CssVerdictNote';
import { FontPreview } from './FontPreview';
import { type HtmlPart, HtmlVerdictNote } from './HtmlVerdictNote';
import { ImageLibrary } from './ImageLibrary';
import { ImagePreview } from './ImagePreview';
import { LinkCheck } from './LinkCheck';
import { SlugPicker } from './SlugPicker';

/** The widgets of store HTML, and the part of the page each one fills. */
const HTML_PARTS: Partial<Record<Widget, HtmlPart>> = { html: 'footer', 'header-html': 'header', 'content-html': 'content' };

/** A text value: one line, long text or code, a colour, an image, a link, or a category's or brand's slug, as the schema says. */
export function TextWidget({ located, value, path, label, required }: FieldProps) {
  const { change } = useForm();
  const { schema } = resolve(located);
  const text = typeof value === 'string' ? value : '';
  // An optional text with a default, emptied, is left out so the default applies; any other stays ''
  // (an empty alt text says the image is decorative).
  // A text that may be null (a logo, a footer name) emptied is null: "none", as the store sends it.
  const nullable = Array.isArray(schema.type) && schema.type.includes('null');
  const set = (next: string) =>
    change(path, next === '' && nullable ? null : next === '' && !required && schema.default !== undefined ? undefined : next);
  const widget = schema['x-widget'];
  if (widget === 'category' || widget === 'brand')
    return (
      <SlugPicker kind={widget} path={path} label={label} required={required} description={schema.description} value={text} onPick={set} />
    );
  return (
    <Field path={path} label={label} description={schema.description} required={required}>
      {(control) => (
        <>
          {widget === 'long-text' || widget === 'code' || widget === 'css' || (widget && HTML_PARTS[widget]) ? (
            <textarea
              {...control}
              className={`field-input field-textarea${widget === 'long-text' ? '' : ' field-code'}`}
              value={text}
              maxLength={schema.maxLength}
              rows={widget === 'long-text' ? 4 : 8}
              spellCheck={widget === 'long-text'}
              onChange={(event) => set(event.target.value)}
            />
          ) : widget === 'colour' ? (
            <ColourControl control={control} value={text} onChange={set} />
          ) : (
            <input
              {...control}
              className="field-input"
              type="text"
              value={text}
              maxLength={schema.maxLength}
              spellCheck={widget !== 'image' && widget !== 'link'}
              autoComplete="off"
              onChange={(event) => set(event.target.value)}
            />
          )}
          {widget === 'image' && text ? <ImagePreview src={text} /> : null}
          {widget === 'image' ? <ImageLibrary onPick={set} /> : null}
          {widget === 'link' && text ? <LinkCheck href={text} /> : null}
          {widget === 'css' ? <CssVerdictNote css={text} /> : null}
          {widget === 'font' ? <FontPreview fontFamily={text} /> : null}
          {widget && HTML_PARTS[widget] ? <HtmlVerdictNote html={text} part={HTML_PARTS[widget]} /> : null}
        </>
      )}
    </Field>
  );
}
