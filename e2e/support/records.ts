import type { Locator, Page } from './test.ts';

/**
 * A records table by its name: a table on wide screens, a list of cards at 600 px and below (the ui Table and the
 * records reports show each row as a card there, its key fields shown and the rest behind Details).
 */
export function records(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('table', { name }).or(scope.getByRole('list', { name, exact: true }));
}

/** The data rows of `records(...)`: the table's rows that hold cells, or the list's cards. */
export function recordRows(table: Locator): Locator {
  return table
    .getByRole('row')
    .filter({ has: table.page().getByRole('cell') })
    .or(table.getByRole('listitem'));
}
