import { useRef, useState } from 'react';
import { useAnimationFrame } from '@/shared/lib/useAnimationFrame.ts';

/**
 * Runs a clock from where it stands to `duration` on animation frames, in
 * real time: the time comes from frame timestamps, so a slow frame does not
 * slow the motion down.
 */
export function usePlayback(duration: number) {
  const [time, setTime] = useState(0);
  const [playing, setPlaying] = useState(false);
  const playedFrom = useRef(0);

  useAnimationFrame((_delta, elapsedMs) => {
    const next = Math.min(duration, playedFrom.current + elapsedMs / 1000);
    setTime(next);
    if (next >= duration) {
      setPlaying(false);
      return false;
    }
  }, playing);

  const play = () => {
    // Playing from the end starts again from the beginning.
    const from = time >= duration ? 0 : time;
    playedFrom.current = from;
    setTime(from);
    setPlaying(true);
  };

  const seek = (target: number) => {
    setPlaying(false);
    setTime(Math.min(duration, Math.max(0, target)));
  };

  return { time, playing, play, pause: () => setPlaying(false), seek };
}
