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
  const res = { status: jest.fn(), json: jest.fn(), headersSent: false };
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
});
