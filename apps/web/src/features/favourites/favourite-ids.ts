/** The ids after starring (first: the latest starred comes first) or unstarring one. */
export function withFavourite(ids: readonly number[], id: number, starred: boolean): number[] {
  const others = ids.filter((other) => other !== id);
  return starred ? [id, ...others] : others;
}
