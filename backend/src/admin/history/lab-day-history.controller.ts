import { Controller, Get, Header, HttpStatus, Inject, Param, UseGuards } from '@nestjs/common';
import { isCalendarDate, isLabId, labDayStreamId, type LabDayHistoryResponse } from '@centre/contracts';
import { Roles, RolesGuard } from '../../auth/index.js';
import { EVENT_STORE, type EventStore } from '../../shared/event-store/event-store.port.js';
import { ADMIN_MESSAGES, refuse } from '../admin.http.js';
import { labDayHistoryOf } from './lab-day-history.js';

/** GET /api/admin/lab-days/:lab/:date/history — replaying history is an admin's right (DESIGN 6). */
@Controller('api/admin/lab-days')
@UseGuards(RolesGuard)
@Roles('admin')
export class LabDayHistoryController {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  @Get(':lab/:date/history')
  @Header('Cache-Control', 'no-store')
  async history(@Param('lab') lab: string, @Param('date') date: string): Promise<LabDayHistoryResponse> {
    if (!isLabId(lab)) throw refuse(HttpStatus.NOT_FOUND, ADMIN_MESSAGES.unknownLab);
    if (!isCalendarDate(date)) throw refuse(HttpStatus.BAD_REQUEST, ADMIN_MESSAGES.invalidDate);
    const { events } = await this.store.readStream(labDayStreamId(lab, date));
    return { success: true, ...labDayHistoryOf(lab, date, events) };
  }
}
