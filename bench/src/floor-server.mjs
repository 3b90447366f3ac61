#!/usr/bin/env node
// One server of the framework-floor bench (framework-floor.mjs): the same request served
// three ways, with nothing of the console's own (no TypeORM, session store, passport,
// logging, helmet or compression), to show what the HTTP framework alone costs:
//   bare           node:http
//   nest-express   NestJS on Express (the console's adapter today): a guard and a controller
//   nest-fastify   NestJS on Fastify (@nestjs/platform-fastify): the same guard and controller
// Each request checks the session (one SQL statement on the cookie's sid) and reads one row by
// id (a second statement), as the console's single-hydrant read does, and answers the row as JSON.
//
//   node bench/src/floor-server.mjs <bare|nest-express|nest-fastify> <port>
//   env: DATABASE_URL (a database holding floor_items and floor_sessions)
import 'reflect-metadata';
import http from 'node:http';
import pg from 'pg';

const [kind, portText] = process.argv.slice(2);
const port = Number(portText);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const SESSION_SQL = 'SELECT user_id FROM floor_sessions WHERE sid = $1 AND expire > now()';
const ITEM_SQL = 'SELECT id, name, status, lat, lng, updated_at FROM floor_items WHERE id = $1';

function sidOf(cookie) {
  return /(?:^|;\s*)sid=([^;]+)/.exec(cookie ?? '')?.[1];
}

async function sessionOf(cookie) {
  const sid = sidOf(cookie);
  if (!sid) return null;
  return (await pool.query(SESSION_SQL, [sid])).rows[0] ?? null;
}

async function itemOf(id) {
  return (await pool.query(ITEM_SQL, [id])).rows[0] ?? null;
}

function bare() {
  return new Promise((resolve) => {
    http
      .createServer(async (req, res) => {
        const match = /^\/api\/items\/(\d+)$/.exec(req.url ?? '');
        if (!match) return res.writeHead(404).end();
        if (!(await sessionOf(req.headers.cookie))) return res.writeHead(401).end();
        const row = await itemOf(Number(match[1]));
        const body = JSON.stringify(row);
        res
          .writeHead(row ? 200 : 404, {
            'content-type': 'application/json; charset=utf-8',
            'content-length': Buffer.byteLength(body),
          })
          .end(body);
      })
      .listen(port, '127.0.0.1', resolve);
  });
}

/** The guard and controller, decorated by hand (this file is plain JavaScript). */
async function nest(adapter) {
  const { NestFactory } = await import('@nestjs/core');
  const {
    Controller,
    Get,
    Injectable,
    Module,
    NotFoundException,
    Param,
    ParseIntPipe,
    UnauthorizedException,
    UseGuards,
  } = await import('@nestjs/common');

  class SessionGuard {
    async canActivate(context) {
      const req = context.switchToHttp().getRequest();
      req.user = await sessionOf(req.headers.cookie);
      if (!req.user) throw new UnauthorizedException();
      return true;
    }
  }
  Injectable()(SessionGuard);

  class ItemsController {
    async get(id) {
      const row = await itemOf(id);
      if (!row) throw new NotFoundException();
      return row;
    }
  }
  const get = Object.getOwnPropertyDescriptor(ItemsController.prototype, 'get');
  Reflect.defineMetadata('design:paramtypes', [Number], ItemsController.prototype, 'get');
  Param('id', ParseIntPipe)(ItemsController.prototype, 'get', 0);
  Get(':id')(ItemsController.prototype, 'get', get);
  UseGuards(SessionGuard)(ItemsController);
  Controller('api/items')(ItemsController);

  class FloorModule {}
  Module({ controllers: [ItemsController], providers: [SessionGuard] })(FloorModule);

  const app =
    adapter === 'fastify'
      ? await NestFactory.create(FloorModule, new (await import('@nestjs/platform-fastify')).FastifyAdapter(), {
          logger: false,
        })
      : await NestFactory.create(FloorModule, { logger: false });
  await app.listen(port, '127.0.0.1');
}

if (kind === 'bare') await bare();
else if (kind === 'nest-express') await nest('express');
else if (kind === 'nest-fastify') await nest('fastify');
else {
  console.error('Usage: floor-server.mjs <bare|nest-express|nest-fastify> <port>');
  process.exit(2);
}
console.log(`ready ${kind} ${port}`);
