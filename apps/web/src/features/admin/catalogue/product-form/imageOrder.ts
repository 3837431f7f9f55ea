/** The product's pictures in order; the first is the main one (sent as `Image`). Pure list moves. */
export const MAX_IMAGES = 12;

/** The list with the item at `from` moved to `to`. */
export function moveImage(images: string[], from: number, to: number): string[] {
  if (from === to || from < 0 || from >= images.length || to < 0 || to >= images.length) return images;
  const next = [...images];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/** The picture at `index` first, the others in their order. */
export const makeMain = (images: string[], index: number): string[] => moveImage(images, index, 0);

export const removeImage = (images: string[], index: number): string[] =>
  images.filter((_, i) => i !== index);

/** Adds pictures not already in the list, up to the limit; answers the new list and how many did not fit. */
export function addImages(images: string[], added: string[]): { images: string[]; refused: number } {
  const next = [...images];
  let refused = 0;
  for (const src of added) {
    if (next.includes(src)) continue;
    if (next.length >= MAX_IMAGES) refused += 1;
    else next.push(src);
  }
  return { images: next, refused };
}
