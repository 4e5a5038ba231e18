import { vi } from "vitest";

/** Counts the chimes a board plays: an AudioContext that is running (as after a tap) and makes no sound. */
export class FakeAudioContext {
  state: AudioContextState = "running";
  currentTime = 0;
  destination = {};
  static oscillators = 0;
  resume = async () => undefined;
  close = async () => undefined;
  createOscillator() {
    FakeAudioContext.oscillators += 1;
    const node = {
      type: "sine",
      frequency: { value: 0 },
      connect: (next: unknown) => next,
      start() {},
      stop() {},
    };
    return node;
  }
  createGain() {
    const param = { setValueAtTime() {}, exponentialRampToValueAtTime() {} };
    return { gain: param, connect: (next: unknown) => next };
  }
}

export function useFakeAudio(): void {
  FakeAudioContext.oscillators = 0;
  vi.stubGlobal("AudioContext", FakeAudioContext);
}
