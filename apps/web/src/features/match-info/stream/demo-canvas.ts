/**
 * The built-in stream provider's demo (ADR 031): a short loop drawn on a canvas and captured as a video
 * stream, so nothing is downloaded. A ball crosses a pitch every LOOP_MS under the match's title.
 */

const LOOP_MS = 4000;
const WIDTH = 640;
const HEIGHT = 360;
const FRAMES_PER_SECOND = 25;

export interface DemoStream {
  stream: MediaStream;
  stop(): void;
}

function drawFrame(context: CanvasRenderingContext2D, title: string, elapsed: number) {
  const phase = (elapsed % LOOP_MS) / LOOP_MS;
  context.fillStyle = '#1f5a2b';
  context.fillRect(0, 0, WIDTH, HEIGHT);
  context.strokeStyle = 'rgba(255, 255, 255, 0.6)';
  context.lineWidth = 3;
  context.strokeRect(20, 40, WIDTH - 40, HEIGHT - 60);
  context.beginPath();
  context.moveTo(WIDTH / 2, 40);
  context.lineTo(WIDTH / 2, HEIGHT - 20);
  context.stroke();
  // Out and back: the ball's way across the pitch and home again in one loop.
  const across = phase < 0.5 ? phase * 2 : 2 - phase * 2;
  const x = 40 + across * (WIDTH - 80);
  const y = HEIGHT / 2 + Math.sin(phase * Math.PI * 4) * 60;
  context.fillStyle = '#fff';
  context.beginPath();
  context.arc(x, y, 10, 0, Math.PI * 2);
  context.fill();
  context.font = '20px sans-serif';
  context.fillText(title, 24, 28);
}

/** Starts the demo on the canvas and answers its stream; throws where the browser cannot capture a canvas. */
export function startDemoStream(canvas: HTMLCanvasElement, title: string): DemoStream {
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const context = canvas.getContext('2d');
  if (!context || typeof canvas.captureStream !== 'function')
    throw new Error('canvas capture is not supported');
  const started = performance.now();
  let frame = 0;
  const tick = (now: number) => {
    drawFrame(context, title, now - started);
    frame = requestAnimationFrame(tick);
  };
  tick(started);
  const stream = canvas.captureStream(FRAMES_PER_SECOND);
  return {
    stream,
    stop() {
      cancelAnimationFrame(frame);
      for (const track of stream.getTracks()) track.stop();
    },
  };
}
