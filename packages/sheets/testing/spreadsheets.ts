import { columnLetter } from "../src/rows.ts";

/**
 * The in-memory spreadsheets behind the fake, with the rules of the real API the client depends on:
 * A1 ranges with quoted tab names, values trimmed on read, writes that must fit a bounded range,
 * appends after the last row with data, atomic batch updates, and Google's error texts.
 */

export class SheetsApiError extends Error {
  readonly status: number;
  readonly reason: string;
  constructor(status: number, reason: string, message: string) {
    super(message);
    this.status = status;
    this.reason = reason;
  }
}

const badRequest = (message: string) => new SheetsApiError(400, "INVALID_ARGUMENT", message);

export interface Tab {
  sheetId: number;
  title: string;
  rowCount: number;
  columnCount: number;
  /** Row-major text; "" is an empty cell. Formula cells (USER_ENTERED "=...") are listed apart. */
  cells: string[][];
  formulas: Set<string>;
}

export interface Spreadsheet {
  id: string;
  title: string;
  sharedWith: Set<string>;
  tabs: Tab[];
}

/** A parsed A1 range; bounds are 0-based, ends exclusive, `undefined` = open-ended. */
export interface GridRange {
  tab: Tab;
  startRow: number;
  startColumn: number;
  endRow: number | undefined;
  endColumn: number | undefined;
  /** A lone cell ("A1") only anchors a write: the data may extend beyond it. */
  anchor: boolean;
}

const MAX_CELL_CHARS = 50_000;
const NEW_TAB_ROWS = 1000;
const NEW_TAB_COLUMNS = 26;

export function newTab(sheetId: number, title: string): Tab {
  return {
    sheetId,
    title,
    rowCount: NEW_TAB_ROWS,
    columnCount: NEW_TAB_COLUMNS,
    cells: [],
    formulas: new Set(),
  };
}

function columnNumber(letters: string): number {
  let number = 0;
  for (const letter of letters.toUpperCase()) number = number * 26 + (letter.charCodeAt(0) - 64);
  return number;
}

function quote(title: string): string {
  return /^[A-Za-z0-9_]+$/.test(title) ? title : `'${title.replaceAll("'", "''")}'`;
}

/** Formats a range the way Google echoes it: `Applications!A1:Y3`. */
export function formatRange(
  tab: Tab,
  startRow: number,
  startColumn: number,
  endRow: number,
  endColumn: number,
) {
  const start = `${columnLetter(startColumn + 1)}${startRow + 1}`;
  const end = `${columnLetter(endColumn)}${endRow}`;
  return `${quote(tab.title)}!${start === end ? start : `${start}:${end}`}`;
}

const CELL = /^([A-Za-z]*)(\d*)$/;

export function parseRange(sheet: Spreadsheet, text: string): GridRange {
  const unparsable = () => badRequest(`Unable to parse range: ${text}`);
  let title: string | undefined;
  let cells: string | undefined;
  const quoted = /^'((?:[^']|'')+)'(?:!(.*))?$/.exec(text);
  if (quoted) {
    title = quoted[1]?.replaceAll("''", "'");
    cells = quoted[2];
  } else if (text.includes("!")) {
    const bang = text.lastIndexOf("!");
    title = text.slice(0, bang);
    cells = text.slice(bang + 1);
  } else if (sheet.tabs.some((tab) => tab.title === text)) {
    title = text;
  } else {
    cells = text;
  }
  const tab = title === undefined ? sheet.tabs[0] : sheet.tabs.find((candidate) => candidate.title === title);
  if (tab === undefined) throw unparsable();
  if (cells === undefined || cells === "") {
    return { tab, startRow: 0, startColumn: 0, endRow: undefined, endColumn: undefined, anchor: false };
  }
  const [from, to, ...rest] = cells.split(":");
  const start = CELL.exec(from ?? "");
  const end = to === undefined ? start : CELL.exec(to);
  if (!start || !end || rest.length > 0 || (from === "" && to === "")) throw unparsable();
  const [, startLetters = "", startDigits = ""] = start;
  const [, endLetters = "", endDigits = ""] = end;
  return {
    tab,
    startRow: startDigits === "" ? 0 : Number(startDigits) - 1,
    startColumn: startLetters === "" ? 0 : columnNumber(startLetters) - 1,
    endRow: endDigits === "" ? undefined : Number(endDigits),
    endColumn: endLetters === "" ? undefined : columnNumber(endLetters),
    anchor: to === undefined && startLetters !== "" && startDigits !== "",
  };
}

function checkWithinGrid(range: GridRange, text: string) {
  const { tab } = range;
  if (range.startRow >= tab.rowCount || range.startColumn >= tab.columnCount) {
    throw badRequest(
      `Range (${text}) exceeds grid limits. Max rows: ${tab.rowCount}, max columns: ${tab.columnCount}`,
    );
  }
}

/** What values.get answers: trailing empty cells and rows left out. */
export function readValues(range: GridRange, text: string): { range: string; values: string[][] } {
  checkWithinGrid(range, text);
  const { tab } = range;
  const endRow = Math.min(range.endRow ?? tab.rowCount, tab.rowCount);
  const endColumn = Math.min(range.endColumn ?? tab.columnCount, tab.columnCount);
  const values: string[][] = [];
  for (let row = range.startRow; row < endRow; row++) {
    const cells = (tab.cells[row] ?? []).slice(range.startColumn, endColumn);
    while (cells.length > 0 && cells.at(-1) === "") cells.pop();
    values.push(cells);
  }
  while (values.length > 0 && values.at(-1)?.length === 0) values.pop();
  return { range: formatRange(tab, range.startRow, range.startColumn, endRow, endColumn), values };
}

export type InputCell = string | number | boolean | null;
export type ValueInputOption = "RAW" | "USER_ENTERED";

/** USER_ENTERED parses like typing into the UI: "=..." becomes a formula, "01234" the number 1234. */
function enter(
  value: string | number | boolean,
  option: ValueInputOption,
): { text: string; formula: boolean } {
  const text = typeof value === "boolean" ? (value ? "TRUE" : "FALSE") : String(value);
  if (option === "RAW" || typeof value !== "string") return { text, formula: false };
  if (text.startsWith("=")) return { text, formula: true };
  if (/^-?\d+(\.\d+)?$/.test(text.trim())) return { text: String(Number(text)), formula: false };
  return { text, formula: false };
}

export interface WriteResult {
  updatedRange: string;
  updatedRows: number;
  updatedColumns: number;
  updatedCells: number;
}

/** values.update and each values.batchUpdate entry. Writing past the grid grows it, as Google does. */
export function writeValues(
  range: GridRange,
  text: string,
  rows: InputCell[][],
  option: ValueInputOption,
): WriteResult {
  const { tab } = range;
  const width = Math.max(0, ...rows.map((row) => row.length));
  if (!range.anchor) {
    const lastRow = range.startRow + rows.length;
    const lastColumn = range.startColumn + width;
    if (range.endRow !== undefined && lastRow > range.endRow) {
      throw badRequest(`Requested writing within range [${text}], but tried writing to row [${lastRow}]`);
    }
    if (range.endColumn !== undefined && lastColumn > range.endColumn) {
      throw badRequest(
        `Requested writing within range [${text}], but tried writing to column [${columnLetter(lastColumn)}]`,
      );
    }
  }
  let cellsWritten = 0;
  rows.forEach((values, offset) => {
    const rowIndex = range.startRow + offset;
    const row = tab.cells[rowIndex] ?? [];
    tab.cells[rowIndex] = row;
    values.forEach((value, column) => {
      if (value === null) return; // null leaves the cell as it is
      const columnIndex = range.startColumn + column;
      const entered = enter(value, option);
      if (entered.text.length > MAX_CELL_CHARS) {
        throw badRequest(
          `Your input contains more than the maximum of ${MAX_CELL_CHARS} characters in a single cell.`,
        );
      }
      while (row.length < columnIndex) row.push("");
      row[columnIndex] = entered.text;
      const key = `${rowIndex}:${columnIndex}`;
      if (entered.formula) tab.formulas.add(key);
      else tab.formulas.delete(key);
      cellsWritten++;
    });
  });
  tab.rowCount = Math.max(tab.rowCount, range.startRow + rows.length);
  tab.columnCount = Math.max(tab.columnCount, range.startColumn + width);
  return {
    updatedRange: formatRange(
      tab,
      range.startRow,
      range.startColumn,
      range.startRow + rows.length,
      range.startColumn + width,
    ),
    updatedRows: rows.length,
    updatedColumns: width,
    updatedCells: cellsWritten,
  };
}

function rowHasData(tab: Tab, rowIndex: number, startColumn: number, endColumn: number | undefined): boolean {
  return (tab.cells[rowIndex] ?? []).slice(startColumn, endColumn).some((cell) => cell !== "");
}

/** values.append: the rows go right after the last row holding data in the range's columns. */
export function appendValues(
  range: GridRange,
  rows: InputCell[][],
  option: ValueInputOption,
  insertRows: boolean,
): { tableRange: string | undefined; updates: WriteResult } {
  const { tab } = range;
  let next = range.startRow;
  for (let row = range.startRow; row < tab.cells.length; row++) {
    if (rowHasData(tab, row, range.startColumn, range.endColumn)) next = row + 1;
  }
  const width = Math.max(0, ...rows.map((row) => row.length));
  const tableRange =
    next > range.startRow
      ? formatRange(tab, range.startRow, range.startColumn, next, range.startColumn + width)
      : undefined;
  if (insertRows) {
    tab.cells.splice(next, 0, ...rows.map(() => []));
    tab.rowCount += rows.length;
  }
  const target: GridRange = {
    tab,
    startRow: next,
    startColumn: range.startColumn,
    endRow: undefined,
    endColumn: undefined,
    anchor: true,
  };
  return { tableRange, updates: writeValues(target, "", rows, option) };
}

export function clearValues(range: GridRange, text: string): string {
  checkWithinGrid(range, text);
  const { tab } = range;
  const endRow = Math.min(range.endRow ?? tab.rowCount, tab.rowCount);
  const endColumn = Math.min(range.endColumn ?? tab.columnCount, tab.columnCount);
  for (let row = range.startRow; row < Math.min(endRow, tab.cells.length); row++) {
    const cells = tab.cells[row];
    if (cells === undefined) continue;
    for (let column = range.startColumn; column < Math.min(endColumn, cells.length); column++) {
      cells[column] = "";
      tab.formulas.delete(`${row}:${column}`);
    }
  }
  return formatRange(tab, range.startRow, range.startColumn, endRow, endColumn);
}

export function deleteRows(tab: Tab, startIndex: number, endIndex: number, where: string) {
  if (startIndex < 0 || endIndex <= startIndex) throw badRequest(`${where}: Invalid dimension range.`);
  if (endIndex > tab.rowCount) {
    throw badRequest(
      `${where}: Cannot delete a row that doesn't exist. Tried to delete row index ${endIndex - 1} but there are only ${tab.rowCount} rows.`,
    );
  }
  if (endIndex - startIndex >= tab.rowCount) {
    throw badRequest(`${where}: You can't delete all the rows on the sheet.`);
  }
  tab.cells.splice(startIndex, endIndex - startIndex);
  tab.rowCount -= endIndex - startIndex;
  // Formula markers are keyed by position; shift the ones below the deleted rows.
  const moved = [...tab.formulas].map((key) => key.split(":").map(Number));
  tab.formulas = new Set(
    moved
      .filter(([row = 0]) => row < startIndex || row >= endIndex)
      .map(([row = 0, column = 0]) => `${row >= endIndex ? row - (endIndex - startIndex) : row}:${column}`),
  );
}

/** The sheet as the UI shows it: trailing empty cells and rows left out. */
export function tabRows(tab: Tab): string[][] {
  return readValues(
    { tab, startRow: 0, startColumn: 0, endRow: undefined, endColumn: undefined, anchor: false },
    tab.title,
  ).values;
}

export function tabFormulas(tab: Tab): string[] {
  return [...tab.formulas].map((key) => {
    const [row = 0, column = 0] = key.split(":").map(Number);
    return `${columnLetter(column + 1)}${row + 1}`;
  });
}
