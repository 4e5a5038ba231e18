import { useCallback, useEffect, useRef, useState } from "react";
import { useStoredState } from "../../../../lib/use-stored-state.ts";
import { playChime } from "./chime-sound.ts";

const MUTED_KEY = "somali-sips.board.muted";
const isBoolean = (value: unknown): value is boolean => typeof value === "boolean";

/**
 * The board's chime. Browsers keep audio suspended until the page has had a tap or a key press, so any
 * gesture on the page unlocks it, and `blocked` tells the board to offer an "enable sound" button meanwhile.
 * `count` is how many chimes have sounded (the board shows it as an attribute, which tests read).
 */
export function useChime() {
  const [muted, setMuted] = useStoredState(MUTED_KEY, false, isBoolean);
  const [blocked, setBlocked] = useState(false);
  const [count, setCount] = useState(0);
  const context = useRef<AudioContext | null>(null);

  const audio = useCallback(() => {
    if (!context.current && typeof AudioContext !== "undefined") context.current = new AudioContext();
    return context.current;
  }, []);

  const unlock = useCallback(async () => {
    const ctx = audio();
    if (!ctx) return false;
    if (ctx.state !== "running") await ctx.resume().catch(() => undefined);
    setBlocked(ctx.state !== "running");
    return ctx.state === "running";
  }, [audio]);

  useEffect(() => {
    const onGesture = () => void unlock();
    window.addEventListener("pointerdown", onGesture);
    window.addEventListener("keydown", onGesture);
    const ctx = audio();
    setBlocked(ctx?.state !== "running");
    return () => {
      window.removeEventListener("pointerdown", onGesture);
      window.removeEventListener("keydown", onGesture);
    };
  }, [audio, unlock]);

  useEffect(
    () => () => {
      const ctx = context.current;
      context.current = null;
      void ctx?.close().catch(() => undefined);
    },
    [],
  );

  const ring = useCallback(() => {
    if (muted) return;
    const ctx = audio();
    if (!ctx) return;
    if (ctx.state !== "running") {
      setBlocked(true);
      return;
    }
    playChime(ctx);
    setCount((n) => n + 1);
  }, [audio, muted]);

  return { ring, count, muted, setMuted, blocked, unlock };
}
