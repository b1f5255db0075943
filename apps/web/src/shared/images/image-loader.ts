/**
 * Image URLs through the image proxy (spec part 2 §5 and §7): resized to the displayed width (doubled for 2x
 * screens), with a quality that starts at 80 and is scaled down for formats that keep detail at lower settings
 * (avif x0.8125, webp x0.875), always clamped to 0..100. The proxy is Next.js's image optimiser, which picks
 * the output format from the browser's Accept header; a <picture> offers one URL per format so each gets the
 * quality that suits it.
 */

export const BASE_QUALITY = 80;
export const FORMAT_QUALITY_FACTOR = { avif: 0.8125, webp: 0.875, png: 1, jpeg: 1 } as const;
export type ImageFormat = keyof typeof FORMAT_QUALITY_FACTOR;
export const IMAGE_PROXY_PATH = '/_next/image';

export function clampQuality(quality: number): number {
  if (Number.isNaN(quality)) return BASE_QUALITY;
  return Math.min(100, Math.max(0, quality));
}

/** The quality sent for a format: the requested (or base) quality, clamped, scaled, rounded, clamped again. */
export function qualityFor(format: ImageFormat, quality: number = BASE_QUALITY): number {
  return clampQuality(Math.round(clampQuality(quality) * FORMAT_QUALITY_FACTOR[format]));
}

export interface ImageRequest {
  src: string;
  /** CSS pixels the image is shown at. */
  width: number;
  quality?: number;
  format?: ImageFormat;
  /** Device pixel ratio the URL serves; 2 doubles the width. */
  density?: 1 | 2;
}

/** The proxy URL of one image at one width, density and format. */
export function imageLoader({ src, width, quality, format = 'png', density = 1 }: ImageRequest): string {
  const pixels = Math.max(1, Math.round(width)) * density;
  const params = new URLSearchParams({
    url: src,
    w: String(pixels),
    q: String(qualityFor(format, quality)),
  });
  return `${IMAGE_PROXY_PATH}?${params.toString()}`;
}

/** `url 1x, url 2x` for a <source> or <img> srcset. */
export function imageSrcSet(request: Omit<ImageRequest, 'density'>): string {
  return `${imageLoader({ ...request, density: 1 })} 1x, ${imageLoader({ ...request, density: 2 })} 2x`;
}

/** Every quality the loader can send for the base quality: the optimiser's allow-list (next.config images.qualities). */
export const PROXY_QUALITIES: readonly number[] = [
  ...new Set((Object.keys(FORMAT_QUALITY_FACTOR) as ImageFormat[]).map((format) => qualityFor(format))),
].sort((a, b) => a - b);
