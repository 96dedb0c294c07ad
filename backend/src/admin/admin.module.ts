import { Inject, Module, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import { UsersService } from '../auth/index.js';
import { ReadModelsModule } from '../read-models/index.js';
import { AdminBookingsController } from './bookings/admin-bookings.controller.js';
import { LabDayHistoryController } from './history/lab-day-history.controller.js';
import { AdminProjectionsController } from './projections/admin-projections.controller.js';
import { REBUILD_TRACKER, RebuildTracker } from './projections/rebuild-tracker.js';
import { AdminUsersController } from './users/admin-users.controller.js';
import { UsersServiceListReader, USERS_LIST_READER, type UsersListReader } from './users/users-list.reader.js';

const controllers = [AdminBookingsController, LabDayHistoryController, AdminProjectionsController, AdminUsersController];

const readers: Provider[] = [
  {
    provide: USERS_LIST_READER,
    inject: [UsersService],
    useFactory: (users: UsersService): UsersListReader => new UsersServiceListReader(users),
  },
];

const services: Provider[] = [{ provide: REBUILD_TRACKER, useFactory: () => new RebuildTracker() }];

/**
 * The reviewer and admin console's API under /api/admin: bookings with their audit trail,
 * lab-day history replay, projection status and rebuilds, user accounts. Needs EVENT_STORE
 * and AuthModule from the application; brings the projection host and the read-model store through ReadModelsModule.
 */
@Module({
  imports: [ReadModelsModule],
  controllers,
  providers: [...readers, ...services],
})
export class AdminModule implements OnApplicationShutdown {
  constructor(@Inject(USERS_LIST_READER) private readonly reader: UsersListReader) {}

  onApplicationShutdown(): void {
    this.reader.close();
  }
}
