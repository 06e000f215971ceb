// The part of better-sqlite3's API the readership store uses. The package ships no types and
// @types/better-sqlite3 is not installed: one dependency less for a dozen lines.
declare module 'better-sqlite3' {
  interface RunResult {
    changes: number
  }

  interface Statement<Row = unknown> {
    run(...params: unknown[]): RunResult
    get(...params: unknown[]): Row | undefined
    all(...params: unknown[]): Row[]
  }

  interface Database {
    readonly open: boolean
    pragma(source: string): unknown
    exec(source: string): Database
    prepare<Row = unknown>(source: string): Statement<Row>
    transaction<Args extends unknown[]>(fn: (...args: Args) => void): (...args: Args) => void
    close(): void
  }

  interface Options {
    /** ms to wait for a lock held by another connection. */
    timeout?: number
  }

  const Database: new (filename: string, options?: Options) => Database
  export default Database
  export type { Database, Statement }
}
