// A text to show, kept as a translation key so that the domain stays free of the locale files.

/** A translatable message: a translation key and its interpolation parameters. */
export interface MessageRef {
  key: string;
  params: Record<string, number | string>;
}
