import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampQuality, imageLoader, imageSrcSet, PROXY_QUALITIES, qualityFor } from './image-loader';

const params = (url: string) => new URLSearchParams(url.split('?')[1]);

describe('qualityFor', () => {
  it('starts at 80 and scales it for avif and webp', () => {
    expect(qualityFor('png')).toBe(80);
    expect(qualityFor('jpeg')).toBe(80);
    expect(qualityFor('avif')).toBe(65); // 80 x 0.8125
    expect(qualityFor('webp')).toBe(70); // 80 x 0.875
  });

  it('clamps a requested quality to 0..100 before scaling', () => {
    expect(qualityFor('png', 150)).toBe(100);
    expect(qualityFor('avif', 150)).toBe(81);
    expect(qualityFor('webp', -20)).toBe(0);
    expect(clampQuality(Number.NaN)).toBe(80);
  });

  it('always answers a whole number in 0..100, never above the unscaled quality', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1000, max: 1000, noNaN: true }),
        fc.constantFrom('avif', 'webp', 'png', 'jpeg' as const),
        (q, format) => {
          const result = qualityFor(format, q);
          expect(Number.isInteger(result)).toBe(true);
          expect(result).toBeGreaterThanOrEqual(0);
          expect(result).toBeLessThanOrEqual(100);
          expect(result).toBeLessThanOrEqual(Math.round(clampQuality(q)));
        },
      ),
    );
  });
});

describe('imageLoader', () => {
  it('asks the proxy for the width, doubled for 2x, with the format quality', () => {
    const one = params(imageLoader({ src: 'https://cdn.example/logo.png', width: 32, format: 'webp' }));
    expect(one.get('url')).toBe('https://cdn.example/logo.png');
    expect(one.get('w')).toBe('32');
    expect(one.get('q')).toBe('70');
    const two = params(imageLoader({ src: '/images/x.png', width: 32, format: 'avif', density: 2 }));
    expect(two.get('w')).toBe('64');
    expect(two.get('q')).toBe('65');
  });

  it('builds a 1x/2x srcset', () => {
    const set = imageSrcSet({ src: '/a.png', width: 24 });
    expect(set).toMatch(/w=24&q=80 1x, .*w=48&q=80 2x$/);
  });

  it('lists every quality it sends by default for the optimiser allow-list', () => {
    expect(PROXY_QUALITIES).toEqual([65, 70, 80]);
  });
});
