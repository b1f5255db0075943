/** A sport's icon from the API's sprite (spec part 2 §7 GET /fe-api/icons.svg), decorative beside its name. */
export const ICON_SPRITE_PATH = '/api/sportsbook/fe-api/icons.svg';

export function SportIcon({ sportKey, size = 18 }: { sportKey: string; size?: number }) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`${ICON_SPRITE_PATH}#sport-${sportKey}`} />
    </svg>
  );
}
