/** foundry.applications: filled in below (first slice: nothing yet, fails closed). */
import { failClosed } from "./fail-closed.ts";

export interface ApplicationRuntime {}

export function applicationsNamespace(): object {
  return failClosed({}, "foundry.applications");
}
