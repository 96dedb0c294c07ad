import { Inject, Injectable } from '@nestjs/common';
import { todayIn } from '@centre/contracts';
import { UsersService } from '../../../auth/index.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { CLOCK, type Clock } from '../../../shared/clock/clock.js';
import type { ListContext } from '../domain/application-summary.js';

/** What an application's figures are judged against now: the panel, the quorum, the centre's today. */
@Injectable()
export class ApplicationListContext {
  constructor(
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  now(): ListContext {
    const now = this.clock.now();
    return {
      panel: this.users.expertPanel(),
      quorum: this.config.applications.quorum,
      timeZone: this.config.centreTimezone,
      now,
      today: todayIn(this.config.centreTimezone, now),
    };
  }
}
