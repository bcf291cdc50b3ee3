/**
 * What goes wrong in a seat is told to the table (its "Problems at this table" list), so that a
 * problem cannot pass unseen between two looks: an uncaught error or rejection, anything logged as
 * a console error (the system logs a failed GM request so), an error notification.
 */
import type { SeatConnection } from "./connection.ts";

function describe(value: unknown): string {
  if (value instanceof Error) return value.message;
  if (typeof value === "string") return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

export function reportProblems(connection: SeatConnection): (message: string) => void {
  const report = (message: string) => connection.send({ type: "problem", message });
  const consoleError = console.error.bind(console);
  console.error = (...data: unknown[]) => {
    consoleError(...data);
    report(data.map(describe).join(" "));
  };
  window.addEventListener("error", (event) => report(describe(event.error ?? event.message)));
  window.addEventListener("unhandledrejection", (event) => report(describe(event.reason)));
  return report;
}
