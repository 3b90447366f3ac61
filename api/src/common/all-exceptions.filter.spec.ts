import { ArgumentsHost, BadRequestException, Logger } from '@nestjs/common';
import { AllExceptionsFilter } from './all-exceptions.filter.js';

function hostFor(res: { status: jest.Mock; json: jest.Mock; headersSent: boolean }): ArgumentsHost {
  const req = { method: 'GET', originalUrl: '/api/things', path: '/api/things' };
  return {
    getType: () => 'http',
    switchToHttp: () => ({ getRequest: () => req, getResponse: () => res }),
  } as unknown as ArgumentsHost;
}

function fakeResponse() {
  const res = { status: jest.fn(), json: jest.fn(), setHeader: jest.fn(), headersSent: false };
  res.status.mockReturnValue(res);
  return res;
}

describe('AllExceptionsFilter', () => {
  const filter = new AllExceptionsFilter({} as never, 'api');

  it('turns unexpected errors into a bare 500 and logs them', () => {
    const log = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const res = fakeResponse();
    filter.catch(new Error('connect ECONNREFUSED 10.0.0.5:5432 password=secret'), hostFor(res));
    expect(res.status).toHaveBeenCalledWith(500);
    expect(res.json).toHaveBeenCalledWith({ statusCode: 500, message: 'Internal server error' });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('passes HttpExceptions through', () => {
    const res = fakeResponse();
    filter.catch(new BadRequestException('nope'), hostFor(res));
    expect(res.status).toHaveBeenCalledWith(400);
    expect(res.json).toHaveBeenCalledWith({ statusCode: 400, message: 'nope', error: 'Bad Request' });
  });

  it('maps exposed client errors of Express middleware (e.g. body-parser) to JSON', () => {
    const res = fakeResponse();
    filter.catch(
      Object.assign(new Error('request entity too large'), { status: 413, expose: true, type: 'entity.too.large', limit: 10 }),
      hostFor(res),
    );
    expect(res.status).toHaveBeenCalledWith(413);
    expect(res.json).toHaveBeenCalledWith({
      statusCode: 413,
      message: 'Request body is larger than the limit of 10 bytes',
      error: 'Payload Too Large',
    });
  });

  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a server shutting down (TypeORM)', Object.assign(new Error('query failed'), { driverError: { code: '57P01' } })],
    ['a cut connection', new Error('Connection terminated unexpectedly')],
    [
      'a transaction whose connection was lost',
      Object.assign(new Error('released'), { name: 'QueryRunnerProviderAlreadyReleasedError' }),
    ],
    ['a session store failure', Object.assign(new Error('The session store failed'), { cause: { code: '57P03' } })],
    [
      'refused on every address',
      Object.assign(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]), {}),
    ],
  ])('answers 503 with Retry-After for %s (the database is unreachable)', (_name, error) => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const res = fakeResponse();
    filter.catch(error, hostFor(res));
    expect(res.status).toHaveBeenCalledWith(503);
    expect(res.setHeader).toHaveBeenCalledWith('Retry-After', '5');
    expect(res.json).toHaveBeenCalledWith({
      statusCode: 503,
      message: 'The service is briefly unavailable. Please try again in a few seconds.',
      error: 'Service Unavailable',
    });
    warn.mockRestore();
  });

  it('keeps other database errors a 500', () => {
    const log = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const res = fakeResponse();
    filter.catch(Object.assign(new Error('syntax error'), { driverError: { code: '42601' } }), hostFor(res));
    expect(res.status).toHaveBeenCalledWith(500);
    log.mockRestore();
  });
});
