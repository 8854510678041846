/**
 * Holds antd's DatePicker door back until a test opens the gate, so a test can look at the date fields'
 * plain phase and at the swap (`date-picker-loader`). The door loads once per test file, so the gate
 * opens once per file:
 *
 * ```ts
 * const gate = await vi.hoisted(async () => (await import('@andaman/shared/testing/picker-gate')).pickerGate);
 * vi.mock('@andaman/shared/ui/date-picker', async (importOriginal) => {
 *   await gate.opened;
 *   return importOriginal();
 * });
 * ```
 */
let release: () => void = () => undefined;
const opened = new Promise<void>((resolve) => {
  release = resolve;
});

export const pickerGate = { opened, open: () => release() };
