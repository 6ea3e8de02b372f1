import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { eagerWrappers } from './eager-wrappers';

describe('eagerWrappers', () => {
  it('writes a top-level module wrapper as a parenthesised function expression, with its parameters', () => {
    expect(eagerWrappers('var t=e((e=>{e.a=1}));')).toBe('var t=e((function(e){e.a=1}));');
    expect(eagerWrappers('var n=e(((e,t)=>{t.exports=e}));')).toBe('var n=e((function(e,t){t.exports=e}));');
    expect(eagerWrappers('var a=s((()=>{x()})),b=s((()=>{y()}));')).toBe('var a=s((function(){x()})),b=s((function(){y()}));');
    expect(eagerWrappers('export const m=e((e=>{e.b=2}));')).toBe('export const m=e((function(e){e.b=2}));');
  });

  it('keeps an arrow that reads this or arguments of its own, and rewrites one that reads them only in a nested function', () => {
    for (const code of ['var t=e((e=>{this.a=1}));', 'var t=e((()=>{f(arguments)}));', 'var t=e((()=>{g(()=>this)}));']) {
      expect(eagerWrappers(code)).toBe(code);
    }
    expect(eagerWrappers('var t=e((e=>{e.f=function(){return this}}));')).toBe('var t=e((function(e){e.f=function(){return this}}));');
  });

  it('leaves every other arrow alone: expression bodies, async ones, calls with more arguments, nested ones', () => {
    for (const code of [
      'var t=e((e=>e.a));',
      'var t=e((async()=>{await x}));',
      'var t=e((()=>{}),1);',
      'function f(){var t=e((()=>{}))}',
      'e((()=>{}));',
      'let t=[()=>{}];',
    ]) {
      expect(eagerWrappers(code)).toBe(code);
    }
  });

  it('changes nothing the code does', () => {
    const code =
      'var log=[];var lazy=(f,m)=>()=>(m||f((m={exports:{}}).exports,m),m.exports);' +
      'var a=lazy(((e,t)=>{t.exports={n:1,k:Object.keys(e)}}));var b=lazy((e=>{e.v=a().n+1}));log.push(b().v,a().k.length);';
    const before = runInNewContext(`${code};log`);
    const after = runInNewContext(`${eagerWrappers(code)};log`);
    expect(eagerWrappers(code)).toContain('lazy((function(e,t){');
    expect(after).toEqual(before);
    expect(after).toEqual([2, 0]);
  });
});
