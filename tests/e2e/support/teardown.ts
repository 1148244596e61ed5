/**
 * What a suite started and must end, ended newest first after its tests. Each part is added as
 * soon as it has started, so a setup that fails half-way still ends what it had started.
 */
export class Teardown {
  private readonly steps: (() => unknown)[] = [];

  add(step: () => unknown): void {
    this.steps.push(step);
  }

  async run(): Promise<void> {
    for (const step of this.steps.splice(0).reverse()) await step();
  }
}
