import { Controller, Get, Headers, NotAcceptableException, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import type { Request, Response } from 'express';
import { MinRole } from '../auth/min-role.decorator.js';
import { roleOf, sessionUserOf } from '../auth/session-user.js';
import { ChangeListener } from './change-listener.service.js';

export const EVENT_STREAM_TYPE = 'text/event-stream';

export const EVENTS_MESSAGES = {
  accept: `This is a stream of server-sent events: send Accept: ${EVENT_STREAM_TYPE}`,
  lastEventId: 'lastEventId must be an event id of this stream, e.g. 1a2b3c4d-42',
} as const;

export class EventsQueryDto {
  /** The last event id seen, for a client that reconnects with a new EventSource (which sends no Last-Event-ID header). */
  @IsOptional()
  @Matches(/^[0-9a-f]{8}-\d{1,15}$/, { message: EVENTS_MESSAGES.lastEventId })
  lastEventId?: string;
}

/**
 * GET /api/events: server-sent events for one signed-in tab (EventSource). Each change of
 * a record the user's role may read arrives as `change` ({type, id, version, action}),
 * a bulk write as `bulk` ({type}), and `reset` when everything may have changed. `ready`
 * ({resumed}) follows the replay of what a reconnect missed; `session-ended` comes last
 * when the session is signed out, disabled or over. Comments every EVENTS_HEARTBEAT_SECONDS
 * keep proxies from closing an idle stream. Not in the OpenAPI file: it is no JSON
 * operation for the generated client (docs/operations/live-updates.md describes it).
 */
@ApiExcludeController()
@Controller('events')
export class EventsController {
  constructor(private readonly listener: ChangeListener) {}

  @Get()
  @MinRole('viewer')
  stream(
    @Req() req: Request,
    @Res() res: Response,
    @Query() query: EventsQueryDto,
    @Headers('accept') accept: string | undefined,
    @Headers('last-event-id') lastEventIdHeader: string | undefined,
  ): void {
    if (!(accept ?? '').toLowerCase().includes(EVENT_STREAM_TYPE)) throw new NotAcceptableException(EVENTS_MESSAGES.accept);
    const user = sessionUserOf(req)!;
    res.status(200);
    res.setHeader('Content-Type', `${EVENT_STREAM_TYPE}; charset=utf-8`);
    // no-transform: compression() leaves the stream alone (it would buffer it); nginx reads X-Accel-Buffering.
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('X-Accel-Buffering', 'no');
    res.setHeader('Connection', 'keep-alive');
    req.socket.setTimeout(0);
    req.socket.setNoDelay(true);
    req.socket.setKeepAlive(true);
    res.flushHeaders();
    this.listener.hub.attach(
      {
        sid: req.sessionID,
        userId: user.kind === 'user' ? user.id : null,
        role: roleOf(user),
        endsAt: user.kind === 'demo' ? user.expiresAt : undefined,
        res,
      },
      lastEventIdHeader?.trim() || query.lastEventId,
    );
  }
}
