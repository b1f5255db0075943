/** One column passed as an array parameter: its name in the statement, its SQL element type, and its value per row. */
export type ArrayColumn<Row> = readonly [name: string, type: string, value: (row: Row) => unknown];

/** Values for some of a statement's parameters, from the position of the first. */
export interface PlacedValues {
  readonly first: number;
  readonly values: readonly unknown[];
}

/**
 * The numbered parameters ($1, $2 ...) of one hand-written statement, handed out in the order its parts ask for
 * them: no part counts positions by hand, and `assemble` puts each part's values where its parameters are,
 * refusing a statement whose parameters are not all given exactly once. Build it once with the statement's text
 * (a prepared statement's text never changes); call the parts' `place` and `assemble` per execution.
 */
export class StatementParams {
  #count = 0;

  /** How many parameters the statement takes. */
  get count(): number {
    return this.#count;
  }

  /** One scalar parameter: its text (`$n::type`) and how to place its value. */
  scalar(type: string) {
    const position = ++this.#count;
    return {
      sql: `$${position}::${type}`,
      place: (value: unknown): PlacedValues => ({ first: position, values: [value] }),
    };
  }

  /**
   * One array parameter per column, read back as rows: `unnest($a::int[], $b::text[] ...) AS alias (name, ...)`,
   * and how to place a list of rows (one array per column, in the columns' order).
   */
  columns<Row>(alias: string, columns: readonly ArrayColumn<Row>[]) {
    const first = this.#count + 1;
    this.#count += columns.length;
    const arrays = columns.map(([, type], i) => `$${first + i}::${type}[]`).join(', ');
    const names = columns.map(([name]) => name).join(', ');
    return {
      sql: `unnest(${arrays}) AS ${alias} (${names})`,
      place: (rows: readonly Row[]): PlacedValues => ({
        first,
        values: columns.map(([, , value]) => rows.map(value)),
      }),
    };
  }

  /** Every parameter's value in position order; throws when one is missing or given twice (a bug in the caller). */
  assemble(...parts: readonly PlacedValues[]): unknown[] {
    const values: unknown[] = new Array(this.#count);
    const given = new Set<number>();
    for (const { first, values: placed } of parts) {
      placed.forEach((value, i) => {
        const position = first + i;
        if (position > this.#count || given.has(position)) {
          throw new Error(`statement parameter $${position} given twice or beyond the last`);
        }
        given.add(position);
        values[position - 1] = value;
      });
    }
    if (given.size !== this.#count)
      throw new Error(`statement needs ${this.#count} parameters, got ${given.size}`);
    return values;
  }
}
