/** Where payments code writes what it saw; pino's logger fits. */
export interface PaymentsLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export const silentLog: PaymentsLog = { info() {}, warn() {}, error() {} };
