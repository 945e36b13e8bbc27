import {html, type ReactiveController, type ReactiveControllerHost, type TemplateResult} from 'lit';

export type Politeness = 'polite' | 'assertive';

export interface AnnouncerOptions {
  /**
   * How long a region stays empty before the new text goes in. Screen readers announce a change, and ignore a region
   * whose text is replaced by the same text; clearing first and filling after a pause makes repeats audible.
   */
  injectDelay?: number;
}

/**
 * Two live regions (polite for counts, assertive for errors) rendered by the host inside its own shadow root,
 * so they sit in the same tree as the widget and survive inside a modal dialog. The results list itself is never live.
 */
export class AnnouncerController implements ReactiveController {
  polite = '';
  assertive = '';
  readonly #injectDelay: number;
  /** The message waiting out its pause, per region (a timer that already fired is cleared harmlessly). */
  readonly #timers: Partial<Record<Politeness, ReturnType<typeof setTimeout>>> = {};

  constructor(
    private readonly host: ReactiveControllerHost,
    {injectDelay = 100}: AnnouncerOptions = {},
  ) {
    this.#injectDelay = injectDelay;
    host.addController(this);
  }

  hostDisconnected(): void {
    this.clear();
  }

  /** Announces `message`; a newer message in the same region replaces one still waiting. */
  announce(message: string, politeness: Politeness = 'polite'): void {
    clearTimeout(this.#timers[politeness]);
    this[politeness] = '';
    this.host.requestUpdate();
    this.#timers[politeness] = setTimeout(() => {
      this[politeness] = message;
      this.host.requestUpdate();
    }, this.#injectDelay);
  }

  /** Empties both regions, e.g. when the dialog closes, so nothing stale is read on the next open. */
  clear(): void {
    clearTimeout(this.#timers.polite);
    clearTimeout(this.#timers.assertive);
    this.polite = this.assertive = '';
    this.host.requestUpdate();
  }

  /** The two regions; render them once, anywhere in the host's shadow root (inside the dialog when modal). */
  render(): TemplateResult {
    return html`<div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">${this.polite}</div>
      <div class="visually-hidden" role="alert" aria-live="assertive" aria-atomic="true">${this.assertive}</div>`;
  }
}
