import { act, renderHook } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { clearToasts, dismissToast, TOAST_REMOVE_DELAY, toast, updateToast, useToasts } from "./toast-store";

afterEach(() => vi.useRealTimers());

test("shows at most one notice: a new one replaces the old", () => {
  const { result } = renderHook(() => useToasts());
  act(() => {
    toast({ title: "First" });
    toast({ title: "Second" });
  });
  expect(result.current.map((item) => item.title)).toEqual(["Second"]);
});

test("a notice can be updated, is marked closed when dismissed and removed after 1,000,000 ms", () => {
  vi.useFakeTimers();
  const { result } = renderHook(() => useToasts());
  let id = 0;
  act(() => {
    id = toast({ title: "Saved" }).id;
    updateToast(id, { description: "All good" });
  });
  expect(result.current[0]).toMatchObject({ open: true, description: "All good" });
  act(() => dismissToast(id));
  expect(result.current[0]?.open).toBe(false);
  act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1));
  expect(result.current).toHaveLength(1);
  act(() => vi.advanceTimersByTime(1));
  expect(result.current).toHaveLength(0);
  expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  clearToasts();
});
