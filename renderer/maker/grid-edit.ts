import { makeGrid, wholeCells, type MakerDoc, type PictureGrid } from '../../src/maker';

/**
 * A grid field typed in the Grid panel, as the new grid or the sentence refusing it. A new cell
 * size or offset takes every whole cell the picture holds again; columns and rows crop; meters per
 * cell moves no cell. Pure, unit-tested.
 */
export type GridField = 'cell' | 'offsetX' | 'offsetY' | 'columns' | 'rows' | 'metersPerCell';

export function pictureOf(doc: MakerDoc): { width: number; height: number } {
  return doc.picture ?? { width: doc.grid.offsetX + doc.grid.columns * doc.grid.cell, height: doc.grid.offsetY + doc.grid.rows * doc.grid.cell };
}

export function gridEdit(doc: MakerDoc, field: GridField, value: number): PictureGrid | string {
  const wanted = { ...doc.grid, [field]: value };
  const keepsCrop = field === 'columns' || field === 'rows' || field === 'metersPerCell';
  return makeGrid(pictureOf(doc), keepsCrop ? wanted : { ...wanted, columns: undefined, rows: undefined });
}

/** "Crop to whole cells": every whole cell the picture holds from the offset. */
export function wholeGrid(doc: MakerDoc): PictureGrid | string {
  const picture = pictureOf(doc);
  return makeGrid(picture, { ...doc.grid, ...wholeCells(picture, doc.grid.cell, doc.grid.offsetX, doc.grid.offsetY) });
}

export const gridWords = (g: PictureGrid): string => `Grid: ${g.cell} px cells from (${g.offsetX}, ${g.offsetY}), ${g.columns} x ${g.rows} cells of ${g.metersPerCell} m.`;
