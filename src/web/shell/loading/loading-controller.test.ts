import { beforeEach, describe, expect, it, vi } from "vitest";
import { createLoadingController, LOADING_AUTO_HIDE_MS } from "./loading-controller.ts";

describe("createLoadingController", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it("shows and hides", () => {
    const loading = createLoadingController();
    const listener = vi.fn();
    loading.subscribe(listener);
    expect(loading.isLoading()).toBe(false);
    loading.show();
    expect(loading.isLoading()).toBe(true);
    loading.hide();
    expect(loading.isLoading()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("hides by itself after 10 s if not dismissed", () => {
    expect(LOADING_AUTO_HIDE_MS).toBe(10_000);
    const loading = createLoadingController();
    const listener = vi.fn();
    loading.subscribe(listener);
    loading.show();
    vi.advanceTimersByTime(9_999);
    expect(loading.isLoading()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(loading.isLoading()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    // A late hide() from the work that timed out changes nothing.
    loading.hide();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("stays up while overlapping work is pending", () => {
    const loading = createLoadingController();
    loading.show();
    loading.show();
    loading.hide();
    expect(loading.isLoading()).toBe(true);
    loading.hide();
    expect(loading.isLoading()).toBe(false);
  });

  it("restarts the 10 s clock with each show", () => {
    const loading = createLoadingController();
    loading.show();
    vi.advanceTimersByTime(6_000);
    loading.show();
    vi.advanceTimersByTime(6_000);
    expect(loading.isLoading()).toBe(true);
    vi.advanceTimersByTime(4_000);
    expect(loading.isLoading()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("ignores hide() while hidden and stops after dispose", () => {
    const loading = createLoadingController({ autoHideMs: 50 });
    const listener = vi.fn();
    const unsubscribe = loading.subscribe(listener);
    loading.hide();
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
    loading.show();
    expect(listener).not.toHaveBeenCalled();
    loading.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});
