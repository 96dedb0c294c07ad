import { Body, Controller, Get, Header, HttpCode, HttpStatus, Inject, Param, Post, UseGuards } from '@nestjs/common';
import {
  parseContactReply,
  type Actor,
  type ContactCommandResponse,
  type InboxMessageResponse,
} from '@centre/contracts';
import { CurrentActor, Roles, RolesGuard, SameOriginGuard } from '../../auth/index.js';
import { CorrelationId } from '../../shared/http/correlation-id.js';
import { answered, refuse } from '../inbox.http.js';
import { INBOX_READER, type InboxReader } from '../queries/inbox-reader.port.js';
import { ContactMessageHandler } from './contact-message.handler.js';
import { CONTACT_MESSAGE_REFUSALS } from './domain/contact-message.errors.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const notFound = () => refuse(HttpStatus.NOT_FOUND, CONTACT_MESSAGE_REFUSALS.CONTACT_MESSAGE_NOT_FOUND.message);

/** One contact message opened whole, answered by mail from the console, or closed. */
@Controller('api/admin/inbox/messages')
@UseGuards(SameOriginGuard, RolesGuard)
@Roles('admin', 'reviewer')
export class ContactMessagesController {
  constructor(
    @Inject(INBOX_READER) private readonly reader: InboxReader,
    private readonly handler: ContactMessageHandler,
  ) {}

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  async one(@Param('id') id: string): Promise<InboxMessageResponse> {
    const message = UUID.test(id) ? await this.reader.findMessage(id) : null;
    if (!message) throw notFound();
    return { success: true, message };
  }

  @Post(':id/reply')
  @HttpCode(HttpStatus.CREATED)
  async reply(@Param('id') id: string, @Body() body: unknown, @CurrentActor() actor: Actor, @CorrelationId() correlationId: string): Promise<ContactCommandResponse> {
    if (!UUID.test(id)) throw notFound();
    const parsed = parseContactReply(body);
    if (!parsed.ok) throw refuse(HttpStatus.BAD_REQUEST, parsed.message, parsed.errors);
    const { position } = await answered(() => this.handler.reply(id, parsed.value, actor, correlationId));
    return { success: true, position };
  }

  @Post(':id/close')
  @HttpCode(HttpStatus.OK)
  async close(@Param('id') id: string, @CurrentActor() actor: Actor, @CorrelationId() correlationId: string): Promise<ContactCommandResponse> {
    if (!UUID.test(id)) throw notFound();
    const { position } = await answered(() => this.handler.close(id, actor, correlationId));
    return { success: true, position };
  }
}
