/**
 * Where the Area dossier sits over the map: on the side away from its own pin (label and markers
 * included), no wider than the room there, so the card never hides the Area it describes, at any
 * UI scale. Pure geometry over measured boxes (pixels are the view's business).
 */
export interface Box {
  readonly left: number;
  readonly right: number;
}

export interface CardPlace {
  readonly side: 'left' | 'right';
  /** The card's width in pixels. */
  readonly width: number;
}

/** `preferred` and `min` widths and the `margin` kept from the map's edge and from the pin, in pixels. */
export function cardPlace(pin: Box, map: Box, o: { readonly preferred: number; readonly min: number; readonly margin: number }): CardPlace {
  const roomLeft = pin.left - map.left - 2 * o.margin;
  const roomRight = map.right - pin.right - 2 * o.margin;
  const side = roomRight >= roomLeft ? 'right' : 'left';
  return { side, width: Math.round(Math.max(o.min, Math.min(o.preferred, Math.max(roomLeft, roomRight)))) };
}
