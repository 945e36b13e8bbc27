import type {ReactiveController, ReactiveControllerHost} from 'lit';

/**
 * The wait a throttled answer asked for (`Retry-After`), counted down in whole seconds so the host can show it on its
 * retry button ("Try again in 3 s") and keep that button disabled until the API will take a request again.
 * The timer stops when the host leaves the page.
 */
export class RetryCountdownController implements ReactiveController {
  /** Seconds left before a retry may be sent; 0 when it may be sent now. */
  seconds = 0;
  #timer: ReturnType<typeof setInterval> | undefined;
  readonly #host: ReactiveControllerHost;

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
    host.addController(this);
  }

  /** True while the wait runs. */
  get waiting(): boolean {
    return this.seconds > 0;
  }

  /** Starts (or restarts) a wait of `seconds`, rounded up; 0 or less stops any wait. */
  start(seconds: number): void {
    this.stop();
    const whole = Math.ceil(seconds);
    if (!(whole > 0)) return;
    this.seconds = whole;
    this.#host.requestUpdate();
    this.#timer = setInterval(() => {
      this.seconds -= 1;
      if (this.seconds <= 0) this.stop();
      this.#host.requestUpdate();
    }, 1000);
  }

  stop(): void {
    // A timer already stopped is cleared again harmlessly: none is forgotten.
    clearInterval(this.#timer);
    if (this.seconds === 0) return;
    this.seconds = 0;
    this.#host.requestUpdate();
  }

  hostDisconnected(): void {
    this.stop();
  }
}
