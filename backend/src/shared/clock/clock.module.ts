import { Global, Module } from '@nestjs/common';
import { CLOCK, systemClock } from './clock.js';

/** Provides CLOCK everywhere; tests replace it with `overrideProvider(CLOCK)`. */
@Global()
@Module({ providers: [{ provide: CLOCK, useValue: systemClock }], exports: [CLOCK] })
export class ClockModule {}
