// Building an Intl.DateTimeFormat (above all with a time zone) costs far more than formatting with one, and
// lists format a time per row on the server and again in the browser: each locale and options pair is built once.
const formats = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATS = 500;

/** The Intl.DateTimeFormat for `locale` and `options`, shared by every caller asking for the same pair. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    // Keys come from a few option sets, locales and the visitors' time zones; a flood of odd zones only resets it.
    if (formats.size >= MAX_FORMATS) formats.clear();
    formats.set(key, format);
  }
  return format;
}
