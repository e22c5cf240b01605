/** The shape of a `ru` block with every text a string: its `en` twin must match it key for key. */
type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/** One area's texts in both languages, side by side; the type keeps `en` in step with `ru`. */
export function defineTexts<T extends Record<string, unknown>>(ru: T, en: NoInfer<Translation<T>>) {
  return { ru, en };
}
